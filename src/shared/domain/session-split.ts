import { DEFAULT_WORK_MINUTES } from './timer.ts';

/** A task's estimate when none is given (SPEC.md 3). */
export const DEFAULT_TASK_MINUTES = 25;
export const MIN_TASK_MINUTES = 1;
/**
 * One day of focus. Longer estimates are not a single task, and the cap bounds how many session
 * rows one request can create.
 */
export const MAX_TASK_MINUTES = 24 * 60;

function assertSessionLength(sessionLength: number): void {
  if (!Number.isInteger(sessionLength) || sessionLength < 1) {
    throw new RangeError(`Session length must be a positive whole number, got ${sessionLength}`);
  }
}

function assertTaskMinutes(minutes: number): void {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_TASK_MINUTES) {
    throw new RangeError(
      `Task minutes must be a whole number from 0 to ${MAX_TASK_MINUTES}, got ${minutes}`,
    );
  }
}

/** Sessions of `sessionLength` minutes, the last one taking the remainder: 60 -> [25, 25, 10]. */
export function splitIntoSessions(
  minutes: number,
  sessionLength: number = DEFAULT_WORK_MINUTES,
): number[] {
  assertTaskMinutes(minutes);
  assertSessionLength(sessionLength);
  const sessions: number[] = [];
  for (let left = minutes; left > 0; left -= sessionLength) {
    sessions.push(Math.min(left, sessionLength));
  }
  return sessions;
}

/** total_pomodoros_planned: minutes divided by the session length, rounded up. */
export function plannedSessionCount(
  minutes: number,
  sessionLength: number = DEFAULT_WORK_MINUTES,
): number {
  assertTaskMinutes(minutes);
  assertSessionLength(sessionLength);
  return Math.ceil(minutes / sessionLength);
}

/** What the add form says when its minutes are not allowed. */
export const TASK_MINUTES_RANGE_TEXT = `Enter a whole number of minutes from ${MIN_TASK_MINUTES} to ${MAX_TASK_MINUTES}.`;

/** Whether a task may be planned for this many minutes (the API refuses any other number). */
export function isAllowedTaskMinutes(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= MIN_TASK_MINUTES && minutes <= MAX_TASK_MINUTES;
}

/**
 * The add form's minutes as typed: empty means the default (SPEC.md 5; a number field reads
 * empty while what it holds is not a number); anything else is used as it is when allowed, and
 * otherwise refused with what is allowed, never changed into another number.
 */
export function readTaskMinutes(input: string): { minutes: number } | { error: string } {
  const trimmed = input.trim();
  if (trimmed === '') return { minutes: DEFAULT_TASK_MINUTES };
  const minutes = Number(trimmed);
  return isAllowedTaskMinutes(minutes) ? { minutes } : { error: TASK_MINUTES_RANGE_TEXT };
}
