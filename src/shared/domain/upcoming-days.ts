import {
  addDays,
  type DateInput,
  type DateKey,
  dateKeyOf,
  instantOf,
  localDateKey,
} from './local-date.ts';

/** How many days Upcoming shows, today first. */
export const UPCOMING_DAYS = 7;

export interface UpcomingDayCandidate {
  completed: boolean;
  dueDate: DateInput | null | undefined;
}

export interface UpcomingDay<T> {
  day: DateKey;
  /** The day's open tasks, by time. */
  tasks: T[];
}

/**
 * Upcoming: each of the next `days` local days in `timeZone`, today first, with its open tasks
 * by time; a day with none is listed too, so a task can be moved onto it.
 */
export function upcomingDays<T extends UpcomingDayCandidate>(
  tasks: readonly T[],
  now: Date,
  timeZone: string,
  days: number = UPCOMING_DAYS,
): UpcomingDay<T>[] {
  const today = localDateKey(now, timeZone);
  const keys = Array.from({ length: days }, (_unused, index) => addDays(today, index));
  const byDay = new Map(keys.map((day) => [day, [] as { task: T; at: number }[]]));
  for (const task of tasks) {
    if (task.completed || !task.dueDate) continue;
    const entries = byDay.get(dateKeyOf(task.dueDate, timeZone) ?? '');
    entries?.push({ task, at: instantOf(task.dueDate) ?? Number.NEGATIVE_INFINITY });
  }
  return keys.map((day) => ({
    day,
    tasks: (byDay.get(day) ?? []).sort((a, b) => a.at - b.at).map((entry) => entry.task),
  }));
}
