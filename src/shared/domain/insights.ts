import { addDays, type DateKey, localDateKey } from './local-date.ts';

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
  const keys = Array.from({ length: days }, (_, index) => addDays(to, index - (days - 1)));
  return { from: keys[0] ?? to, to, days: keys };
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

/** One day of SPEC's daily insight row. */
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

/** The focus heatmap: the last 12 weeks of local days, today included. */
export const HEATMAP_DAYS = 12 * 7;

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
