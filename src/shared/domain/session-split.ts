import { DEFAULT_WORK_MINUTES } from './timer.ts';

/** A task's estimate when none is given. */
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

/**
 * The most sessions a task is split into. A short Pomodoro length on a long task would otherwise
 * make dozens of sessions (90 one-minute sessions for an hour and a half); past this many, each
 * session is made longer instead.
 */
export const MAX_SESSIONS_PER_TASK = 20;

export interface SessionPlan {
  /** The length of each session but the last, which takes the remainder. */
  length: number;
  /** Each session's minutes, in order. */
  sessions: number[];
  /** True when the sessions are longer than asked, to stay within MAX_SESSIONS_PER_TASK. */
  lengthened: boolean;
}

/**
 * How `minutes` of work are split into sessions of the user's Pomodoro length, the last one
 * taking the remainder (60 -> 25, 25, 10), in at most `maxSessions` sessions.
 */
export function planSessions(
  minutes: number,
  sessionLength: number = DEFAULT_WORK_MINUTES,
  maxSessions: number = MAX_SESSIONS_PER_TASK,
): SessionPlan {
  assertTaskMinutes(minutes);
  assertSessionLength(sessionLength);
  const length = Math.max(sessionLength, Math.ceil(minutes / Math.max(1, maxSessions)));
  const sessions: number[] = [];
  for (let left = minutes; left > 0; left -= length) {
    sessions.push(Math.min(left, length));
  }
  return { length, sessions, lengthened: length > sessionLength };
}

/** Each session's minutes of `planSessions`: 60 -> [25, 25, 10]. */
export function splitIntoSessions(
  minutes: number,
  sessionLength: number = DEFAULT_WORK_MINUTES,
): number[] {
  return planSessions(minutes, sessionLength).sessions;
}

/** total_pomodoros_planned: how many sessions `planSessions` makes. */
export function plannedSessionCount(
  minutes: number,
  sessionLength: number = DEFAULT_WORK_MINUTES,
): number {
  return planSessions(minutes, sessionLength).sessions.length;
}

/** A session of a task not started yet, as the split of its work left it. */
export interface PendingSession {
  id: string;
  sessionOrder: number;
  durationMinutes: number;
}

export interface Resplit {
  /** Sessions whose minutes change, the starting one among them when its length does. */
  resized: { id: string; durationMinutes: number }[];
  /** Sessions no longer needed (the last ones), when the new length makes fewer. */
  removed: string[];
  /** New sessions after the task's last one, when the new length makes more. */
  added: { sessionOrder: number; durationMinutes: number }[];
  /** The task's sessions after the change, of every status. */
  sessionCount: number;
}

/**
 * The Pomodoro length is the length of the next session the timer runs: when one of a task's
 * pending sessions starts, the minutes of all its pending sessions are split again with the
 * length in force now. The starting session takes the first part, the others follow in order;
 * sessions already started or done keep theirs. `others`: how many sessions of the task are not
 * pending; `lastOrder`: the highest session order the task has.
 */
export function resplitPending(
  starting: PendingSession,
  pending: readonly PendingSession[],
  sessionLength: number,
  task: { others: number; lastOrder: number },
): Resplit {
  const rest = pending
    .filter((session) => session.id !== starting.id)
    .sort((a, b) => a.sessionOrder - b.sessionOrder);
  const queue = [starting, ...rest];
  const minutes = queue.reduce((sum, session) => sum + session.durationMinutes, 0);
  // Within the limit for the whole task, sessions already started or done included.
  const parts = planSessions(minutes, sessionLength, MAX_SESSIONS_PER_TASK - task.others).sessions;
  const resized = queue.flatMap((session, index) => {
    const part = parts[index];
    return part !== undefined && part !== session.durationMinutes
      ? [{ id: session.id, durationMinutes: part }]
      : [];
  });
  return {
    resized,
    removed: queue.slice(parts.length).map((session) => session.id),
    added: parts.slice(queue.length).map((durationMinutes, index) => ({
      sessionOrder: task.lastOrder + index + 1,
      durationMinutes,
    })),
    sessionCount: task.others + parts.length,
  };
}

/** What the add form says when its minutes are not allowed. */
export const TASK_MINUTES_RANGE_TEXT = `Enter a whole number of minutes from ${MIN_TASK_MINUTES} to ${MAX_TASK_MINUTES}.`;

/** Whether a task may be planned for this many minutes (the API refuses any other number). */
export function isAllowedTaskMinutes(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= MIN_TASK_MINUTES && minutes <= MAX_TASK_MINUTES;
}

/**
 * The add form's minutes as typed: empty means the default (a number field reads
 * empty while what it holds is not a number); anything else is used as it is when allowed, and
 * otherwise refused with what is allowed, never changed into another number.
 */
export function readTaskMinutes(input: string): { minutes: number } | { error: string } {
  const trimmed = input.trim();
  if (trimmed === '') return { minutes: DEFAULT_TASK_MINUTES };
  const minutes = Number(trimmed);
  return isAllowedTaskMinutes(minutes) ? { minutes } : { error: TASK_MINUTES_RANGE_TEXT };
}
