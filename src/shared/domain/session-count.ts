import { plannedSessionCount } from './session-split.ts';
import type { SessionStatus } from './session-status.ts';
import { DEFAULT_WORK_MINUTES } from './timer.ts';

/**
 * The Pomodoro column when there is no session to start: N full pomodoros, plus '+' when a
 * shorter session exists. [25, 25, 10] -> '2+', [25] -> '1', [10] -> '0+'. A task of several
 * sessions was split by the length of its first, which is full, whatever the user's length is
 * now; a single session is measured against `sessionLength`, the user's current one.
 */
export function sessionCountLabel(
  durations: readonly number[],
  sessionLength: number = DEFAULT_WORK_MINUTES,
): string {
  const fullLength = durations.length > 1 ? (durations[0] ?? sessionLength) : sessionLength;
  const full = durations.filter((minutes) => minutes >= fullLength).length;
  return full < durations.length ? `${full}+` : `${full}`;
}

/** The edit dialog's 'N Sessions (M completed)'; one session reads '1 Session (M completed)'. */
export function sessionProgressText(sessions: readonly { status: SessionStatus }[]): string {
  const completed = sessions.filter((session) => session.status === 'completed').length;
  const noun = sessions.length === 1 ? 'Session' : 'Sessions';
  return `${sessions.length} ${noun} (${completed} completed)`;
}

/** How many sessions a task of `minutes` is split into, in words: '1 session', '3 sessions'. */
export function plannedSessionsText(minutes: number, sessionLength: number): string {
  const count = plannedSessionCount(minutes, sessionLength);
  return `${count} ${count === 1 ? 'session' : 'sessions'}`;
}
