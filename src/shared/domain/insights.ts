import {
  addDays,
  type DateKey,
  daysBetween,
  localDateKey,
  monthStart,
  weekday,
} from './local-date.ts';

export const INSIGHT_RANGE_DAYS = 7;

export interface InsightRange {
  from: DateKey;
  to: DateKey;
  /** Every day from `from` to `to`, oldest first. */
  days: DateKey[];
}

/** The last `days` local days: today minus 6 through today by default. */
export function insightRange(
  now: Date,
  timeZone: string,
  days: number = INSIGHT_RANGE_DAYS,
): InsightRange {
  if (!Number.isInteger(days) || days < 1) {
    throw new RangeError(`An insight range needs at least one whole day, got ${days}`);
  }
  const to = localDateKey(now, timeZone);
  return rangeOfDays(addDays(to, 1 - days), to);
}

/** The range from `from` to `to`, with each of its days. */
function rangeOfDays(from: DateKey, to: DateKey): InsightRange {
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, index) =>
    addDays(from, index),
  );
  return { from, to, days };
}

/** The ranges the insights page offers, as its address writes them (`?range=30d`). */
export const INSIGHT_RANGE_KEYS = ['7d', '30d', '90d', '12m'] as const;
export type InsightRangeKey = (typeof INSIGHT_RANGE_KEYS)[number];
export const DEFAULT_INSIGHT_RANGE: InsightRangeKey = '7d';

/** What one bar of the Focus Trend chart adds up: a local day, 7 days, or a calendar month. */
export type TrendBucket = 'day' | 'week' | 'month';

type RangeSpan = { days: number } | { months: number };

const RANGE_SPECS: Readonly<Record<InsightRangeKey, { span: RangeSpan; bucket: TrendBucket }>> = {
  '7d': { span: { days: 7 }, bucket: 'day' },
  '30d': { span: { days: 30 }, bucket: 'day' },
  // 13 weekly bars rather than 90 daily ones, too thin to tell apart on a phone.
  '90d': { span: { days: 90 }, bucket: 'week' },
  // This month so far and the 11 before it, so each bar is a month: 366 days at most.
  '12m': { span: { months: 12 }, bucket: 'month' },
};

/** The range a `?range=` value names; anything else, or none, is the default. */
export function parseInsightRangeKey(value: string | null | undefined): InsightRangeKey {
  return INSIGHT_RANGE_KEYS.find((key) => key === value) ?? DEFAULT_INSIGHT_RANGE;
}

/** Whether a free user may see the range: no longer than the last INSIGHT_RANGE_DAYS days. */
export function isFreeInsightRange(key: InsightRangeKey): boolean {
  const { span } = RANGE_SPECS[key];
  return 'days' in span && span.days <= INSIGHT_RANGE_DAYS;
}

export interface PickedInsightRange extends InsightRange {
  key: InsightRangeKey;
  bucket: TrendBucket;
}

/** The local days the range `key` covers, ending `today`, and how its chart groups them. */
export function pickedInsightRange(key: InsightRangeKey, today: DateKey): PickedInsightRange {
  const { span, bucket } = RANGE_SPECS[key];
  const from = 'days' in span ? addDays(today, 1 - span.days) : monthStart(today, 1 - span.months);
  return { key, bucket, ...rangeOfDays(from, today) };
}

/** Completed over total as a whole percentage; 0 when there is nothing to complete. */
export function completionRate(completed: number, total: number): number {
  if (!(total > 0)) return 0;
  // Tasks count on the day they were added and completions on the day they were done, so a day
  // that finishes older tasks can complete more than it added: it reads as all done, not 200%.
  return Math.min(100, Math.round((completed / total) * 100));
}

/** 'Xh Ym': 0 -> '0h 0m', 75 -> '1h 15m'. */
export function formatFocusTime(minutes: number): string {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  return `${Math.floor(total / 60)}h ${total % 60}m`;
}

/** One day of the daily insight row. */
export interface DailyInsightRow {
  insightDate: DateKey;
  totalTasks: number;
  completedTasks: number;
  completionRate: number;
  totalPomodoros: number;
  totalShortBreaks: number;
  totalLongBreaks: number;
  totalFocusMinutes: number;
}

/** A day with nothing recorded: how a day without a stored row reads. */
export function emptyInsightRow(insightDate: DateKey): DailyInsightRow {
  return {
    insightDate,
    totalTasks: 0,
    completedTasks: 0,
    completionRate: 0,
    totalPomodoros: 0,
    totalShortBreaks: 0,
    totalLongBreaks: 0,
    totalFocusMinutes: 0,
  };
}

export type InsightTotals = Omit<DailyInsightRow, 'insightDate'>;

/** Weekly totals; the rate is recomputed from the sums, since averaging daily rates skews it. */
export function sumInsightRows(rows: readonly DailyInsightRow[]): InsightTotals {
  const sum = (pick: (row: DailyInsightRow) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const totalTasks = sum((row) => row.totalTasks);
  const completedTasks = sum((row) => row.completedTasks);
  return {
    totalTasks,
    completedTasks,
    completionRate: completionRate(completedTasks, totalTasks),
    totalPomodoros: sum((row) => row.totalPomodoros),
    totalShortBreaks: sum((row) => row.totalShortBreaks),
    totalLongBreaks: sum((row) => row.totalLongBreaks),
    totalFocusMinutes: sum((row) => row.totalFocusMinutes),
  };
}

export interface FocusTrendPoint {
  date: DateKey;
  focusMinutes: number;
}

/** The Focus Trend chart: one bar per day of the range, 0 for days without a row. */
export function focusTrend(
  rows: readonly DailyInsightRow[],
  days: readonly DateKey[],
): FocusTrendPoint[] {
  const minutesByDay = new Map<DateKey, number>();
  for (const row of rows) {
    minutesByDay.set(
      row.insightDate,
      (minutesByDay.get(row.insightDate) ?? 0) + row.totalFocusMinutes,
    );
  }
  return days.map((date) => ({ date, focusMinutes: minutesByDay.get(date) ?? 0 }));
}

export interface TrendBar {
  /** The bar's first and last local days, within the range. */
  from: DateKey;
  to: DateKey;
  focusMinutes: number;
}

/** Which bar a day of the range falls in; days with the same answer share it. */
function bucketOf(bucket: TrendBucket, day: DateKey, lastDay: DateKey): string {
  if (bucket === 'month') return day.slice(0, 7);
  // Weeks are counted back from the range's last day, so the last bar is a whole week.
  if (bucket === 'week') return String(Math.floor(daysBetween(day, lastDay) / 7));
  return day;
}

/**
 * The Focus Trend chart's bars for a range, oldest first: a bar per day, per 7 days counted back
 * from the last day (the first bar may be shorter), or per calendar month.
 */
export function trendBars(
  points: readonly FocusTrendPoint[],
  range: Pick<PickedInsightRange, 'days' | 'to' | 'bucket'>,
): TrendBar[] {
  const minutesByDay = new Map(points.map((point) => [point.date, point.focusMinutes]));
  const bars: TrendBar[] = [];
  let current: string | undefined;
  for (const day of range.days) {
    const bucket = bucketOf(range.bucket, day, range.to);
    const focusMinutes = minutesByDay.get(day) ?? 0;
    const last = bars.at(-1);
    if (last && bucket === current) {
      last.to = day;
      last.focusMinutes += focusMinutes;
    } else {
      bars.push({ from: day, to: day, focusMinutes });
      current = bucket;
    }
  }
  return bars;
}

/** The focus heatmap: the last 12 weeks of local days, today included. */
export const HEATMAP_DAYS = 12 * 7;

export interface HeatmapWeek {
  /** Sunday to Saturday; null before the first day and after the last. */
  days: (FocusTrendPoint | null)[];
  /** The day whose month is named over this week's column, or null for no name. */
  monthLabel: DateKey | null;
}

/** Weeks apart two month names need, so they do not run into each other. */
const MONTH_LABEL_GAP = 3;

/**
 * The heatmap's consecutive days, oldest first, as columns of weeks from Sunday. A column is
 * named for a month that starts in it; the first column also for its own month, when the next
 * name is far enough away.
 */
export function heatmapWeeks(points: readonly FocusTrendPoint[]): HeatmapWeek[] {
  const first = points[0];
  if (!first) return [];
  const slots = [...Array.from({ length: weekday(first.date) }, () => null), ...points];
  const weeks: HeatmapWeek[] = [];
  for (let start = 0; start < slots.length; start += 7) {
    const days = Array.from({ length: 7 }, (_, index) => slots[start + index] ?? null);
    const monthFirst = days.find((day) => day?.date.endsWith('-01'));
    weeks.push({ days, monthLabel: monthFirst?.date ?? null });
  }
  const nextLabel = weeks.findIndex((week, index) => index > 0 && week.monthLabel !== null);
  const [opening] = weeks;
  if (opening && opening.monthLabel === null && (nextLabel < 0 || nextLabel >= MONTH_LABEL_GAP)) {
    opening.monthLabel = first.date;
  }
  return weeks;
}

export interface FocusDays {
  /** How many of the days had any focus. */
  focusDays: number;
  /** The day with the most focus (the latest of equals), or null when none had any. */
  bestDay: FocusTrendPoint | null;
}

/** The days with focus among `points`, and the best of them. */
export function focusDays(points: readonly FocusTrendPoint[]): FocusDays {
  let count = 0;
  let bestDay: FocusTrendPoint | null = null;
  for (const point of points) {
    if (point.focusMinutes <= 0) continue;
    count += 1;
    if (!bestDay || point.focusMinutes >= bestDay.focusMinutes) bestDay = point;
  }
  return { focusDays: count, bestDay };
}

export interface Streak {
  /** The run of days that ends today or, while today has no pomodoro yet, yesterday. */
  current: number;
  longest: number;
}

/**
 * Runs of consecutive local days with at least one completed pomodoro. A day missed ends a run;
 * today without one yet does not, since the day is not over. Days after `today` are ignored.
 */
export function streaks(activeDays: Iterable<DateKey>, today: DateKey): Streak {
  const days = [...new Set(activeDays)].filter((day) => day <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: DateKey | null = null;
  for (const day of days) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const last = days.at(-1);
  const current = last === today || last === addDays(today, -1) ? run : 0;
  return { current, longest };
}

/** Consecutive local days with a completed pomodoro, from `start` to `end` inclusive. */
export interface FocusRun {
  start: DateKey;
  end: DateKey;
}

/**
 * The streak as `streaks` counts it, from the length of the longest run and the latest run of
 * every active day; null when the latest run goes past `today`, which only the days can settle.
 */
export function streakOfRuns(
  longest: number,
  latestRun: FocusRun | null,
  today: DateKey,
): Streak | null {
  if (!latestRun) return { current: 0, longest: 0 };
  if (latestRun.end > today) return null;
  const ongoing = latestRun.end === today || latestRun.end === addDays(today, -1);
  return { current: ongoing ? daysBetween(latestRun.start, latestRun.end) + 1 : 0, longest };
}
