import { addDays, type DateInput, dateKeyOf, instantOf, localDateKey } from './local-date.ts';

export const UPCOMING_TASKS_LIMIT = 3;

export interface UpcomingCandidate {
  completed: boolean;
  dueDate: DateInput | null | undefined;
}

/**
 * The dashboard's Upcoming Tasks: incomplete, due by the end of tomorrow (local days in
 * `timeZone`), earliest due first, so tasks already overdue come before today's and tomorrow's;
 * at most `limit`.
 */
export function upcomingTasks<T extends UpcomingCandidate>(
  tasks: readonly T[],
  now: Date,
  timeZone: string,
  limit: number = UPCOMING_TASKS_LIMIT,
): T[] {
  const tomorrow = addDays(localDateKey(now, timeZone), 1);
  const due = tasks.flatMap((task) => {
    if (task.completed || !task.dueDate) return [];
    const day = dateKeyOf(task.dueDate, timeZone);
    if (day === null || day > tomorrow) return [];
    // A due day without a time sorts as the start of that day, before timed tasks of the day.
    return [{ task, day, at: instantOf(task.dueDate) ?? Number.NEGATIVE_INFINITY }];
  });
  // Array.prototype.sort is stable, so equal due dates keep the list's own order.
  due.sort((a, b) => (a.day === b.day ? compare(a.at, b.at) : a.day < b.day ? -1 : 1));
  return due.slice(0, Math.max(0, limit)).map((entry) => entry.task);
}

function compare(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
