import { type DateInput, dateKeyOf, instantOf, localDateKey } from './local-date.ts';

/** Tasks one reschedule moves at most: a day's overdue tasks, with room to spare. */
export const MAX_TASKS_RESCHEDULED = 500;

export interface TodayCandidate {
  completed: boolean;
  dueDate: DateInput | null | undefined;
}

/** Today's plan: what is overdue from the days before, then what is due today. */
export interface TodayPlan<T> {
  /** Open tasks due on a day before today, earliest first. */
  overdue: T[];
  /** Open tasks due today, by time. */
  today: T[];
}

/**
 * The Today view's tasks, by local days in `timeZone`: open tasks due before today (overdue),
 * then those due today, each earliest first. A task due earlier today is today's, not overdue:
 * its day has not passed. Equal due dates keep the list's own order.
 */
export function todayPlan<T extends TodayCandidate>(
  tasks: readonly T[],
  now: Date,
  timeZone: string,
): TodayPlan<T> {
  const today = localDateKey(now, timeZone);
  const plan: { overdue: { task: T; at: number }[]; today: { task: T; at: number }[] } = {
    overdue: [],
    today: [],
  };
  for (const task of tasks) {
    if (task.completed || !task.dueDate) continue;
    const day = dateKeyOf(task.dueDate, timeZone);
    if (day === null || day > today) continue;
    const entry = { task, at: instantOf(task.dueDate) ?? Number.NEGATIVE_INFINITY };
    (day < today ? plan.overdue : plan.today).push(entry);
  }
  const byTime = (a: { at: number }, b: { at: number }) =>
    a.at === b.at ? 0 : a.at < b.at ? -1 : 1;
  return {
    overdue: plan.overdue.sort(byTime).map((entry) => entry.task),
    today: plan.today.sort(byTime).map((entry) => entry.task),
  };
}
