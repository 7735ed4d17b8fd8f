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

/**
 * The add-task form's minutes: empty or non-numeric input gives the default, anything else is
 * clamped to MIN_TASK_MINUTES..MAX_TASK_MINUTES (the API schema rejects values outside that range
 * instead, since a client sending them is not a person typing).
 */
export function parseTaskMinutes(input: string | number | null | undefined): number {
  const trimmed = typeof input === 'string' ? input.trim() : input;
  if (trimmed === null || trimmed === undefined || trimmed === '') return DEFAULT_TASK_MINUTES;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return DEFAULT_TASK_MINUTES;
  // Fractions round up: an estimate of 12.7 minutes needs 13 minutes of focus, and rounding
  // down would plan less time than the user asked for.
  return Math.min(MAX_TASK_MINUTES, Math.max(MIN_TASK_MINUTES, Math.ceil(value)));
}
