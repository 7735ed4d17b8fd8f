import { estimateSlip } from '../../../shared/domain/estimate-slip.ts';
import {
  type DailyInsightRow,
  emptyInsightRow,
  formatFocusTime,
  sumInsightRows,
} from '../../../shared/domain/insights.ts';
import type { DateKey } from '../../../shared/domain/local-date.ts';
import type { InsightSummaryInput } from './ai.service.ts';

/** '1 pomodoro', '3 breaks': a count and its noun, singular for exactly one. */
function count(amount: number, noun: string): string {
  return `${amount} ${noun}${amount === 1 ? '' : 's'}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekday of a calendar day; a DateKey read as UTC midnight is that same day. */
function weekday(day: DateKey): string {
  return WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? day;
}

/** Pomodoros not followed by a break: each one earns a short or a long break. */
function breaksSkipped(
  row: Pick<DailyInsightRow, 'totalPomodoros' | 'totalShortBreaks' | 'totalLongBreaks'>,
): number {
  return Math.max(0, row.totalPomodoros - row.totalShortBreaks - row.totalLongBreaks);
}

const focusOf = (rows: readonly DailyInsightRow[]) =>
  rows.reduce((total, row) => total + row.totalFocusMinutes, 0);

/**
 * Today's tip: what the day holds so far, then the one piece of advice that matters most, in
 * this order: breaks skipped, no focus yet, tasks left unfinished, today against the week.
 */
export function dailyTip({ today, days }: InsightSummaryInput): string {
  const day = days.find((row) => row.insightDate === today) ?? emptyInsightRow(today);
  const before = days.filter((row) => row.insightDate < today);
  const average = before.length > 0 ? Math.round(focusOf(before) / before.length) : 0;
  const skipped = breaksSkipped(day);
  const focused = day.totalPomodoros > 0 || day.totalFocusMinutes > 0;

  const opening = focused
    ? `Today: ${formatFocusTime(day.totalFocusMinutes)} of focus in ${count(day.totalPomodoros, 'pomodoro')}.`
    : 'No focus sessions yet today.';
  let advice: string;
  if (skipped > 0) {
    advice = `You skipped ${count(skipped, 'break')}: a short break after each pomodoro keeps the next one sharp.`;
  } else if (!focused) {
    advice =
      average > 0
        ? `Start one pomodoro on your most important task; your days this week averaged ${formatFocusTime(average)}.`
        : 'Start one pomodoro on your most important task to get the day going.';
  } else if (day.totalTasks > 0 && day.completionRate < 50) {
    advice = `You have finished ${day.completedTasks} of the ${count(day.totalTasks, 'task')} added today: give your next pomodoro to the one that matters most.`;
  } else if (average === 0) {
    advice = "A good start: plan tomorrow's first pomodoro before you stop.";
  } else if (day.totalFocusMinutes >= average) {
    advice = `That is above your daily average of ${formatFocusTime(average)} this week: keep the rhythm, and take your long break.`;
  } else {
    advice = `Your daily average this week is ${formatFocusTime(average)}: one more pomodoro brings you closer.`;
  }
  return `${opening} ${advice}`;
}

/** How focus moved from the first three days of the week to the last three. */
function trendSentence(days: readonly DailyInsightRow[]): string {
  const early = focusOf(days.slice(0, 3));
  const late = focusOf(days.slice(-3));
  if (late > early * 1.2) return 'Your focus rose through the week.';
  if (late < early * 0.8) {
    return 'Your focus dropped in the last days: plan a lighter, steadier start tomorrow.';
  }
  return 'Your focus held steady through the week.';
}

function completionSentence(totalTasks: number, completedTasks: number, rate: number): string {
  if (totalTasks === 0) {
    return completedTasks > 0 ? `You completed ${count(completedTasks, 'task')}.` : '';
  }
  const done = `You added ${count(totalTasks, 'task')} and completed ${completedTasks} (${rate}%).`;
  return rate < 50 ? `${done} Adding fewer tasks and finishing them builds momentum.` : done;
}

/** Where estimates slipped most this week, that they held, or nothing with too little to judge. */
function estimateSentence(estimates: InsightSummaryInput['estimates']): string {
  const slip = estimateSlip(estimates);
  if (!slip) return '';
  if (slip.verdict === 'held') {
    return 'Your tasks stayed close to their estimates this week: your estimates held.';
  }
  const { quadrant, tasks, estimatedMinutes, focusMinutes } = slip.estimate;
  return `Your ${count(tasks, `'${quadrant}' task`)} took ${formatFocusTime(focusMinutes)} of focus against an estimate of ${formatFocusTime(estimatedMinutes)}: estimates slip most there.`;
}

/**
 * The week's reflection: its totals, the best day, the completion rate, the focus trend, the
 * breaks skipped, and where estimates slipped most.
 */
export function weeklyReflection({ days, estimates }: InsightSummaryInput): string {
  const totals = sumInsightRows(days);
  if (totals.totalFocusMinutes === 0 && totals.totalPomodoros === 0 && totals.totalTasks === 0) {
    return 'No focus sessions this week yet. Start with one pomodoro a day to build the habit.';
  }
  const active = days.filter((row) => row.totalFocusMinutes > 0).length;
  const best = days.reduce<DailyInsightRow | null>(
    (top, row) => (row.totalFocusMinutes > (top?.totalFocusMinutes ?? 0) ? row : top),
    null,
  );
  const skipped = breaksSkipped(totals);
  const sentences = [
    `This week: ${formatFocusTime(totals.totalFocusMinutes)} of focus in ${count(totals.totalPomodoros, 'pomodoro')} over ${count(active, 'active day')}.`,
    best
      ? `Your best day was ${weekday(best.insightDate)} with ${formatFocusTime(best.totalFocusMinutes)}.`
      : '',
    completionSentence(totals.totalTasks, totals.completedTasks, totals.completionRate),
    best ? trendSentence(days) : '',
    skipped > 0
      ? `You skipped ${count(skipped, 'break')}; taking them keeps long days productive.`
      : totals.totalPomodoros > 0
        ? 'You took a break after every pomodoro: keep it up.'
        : '',
    estimateSentence(estimates),
  ];
  return sentences.filter((sentence) => sentence !== '').join(' ');
}
