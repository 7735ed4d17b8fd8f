import { countText } from './count-text.ts';
import { MAX_SESSIONS_PER_TASK, planSessions } from './session-split.ts';
import type { SessionStatus } from './session-status.ts';

/** '1 session', '3 sessions'. */
export function sessionsText(count: number): string {
  return countText(count, 'session');
}

/**
 * What was done of a task, for the Pomodoro column when there is nothing left to start:
 * completed sessions of all, then the focus minutes they gave: '1 of 1 session · 1 min',
 * '2 of 3 sessions · 50 min'; a task ticked off without focus reads '0 of 1 session · 0 min'.
 * Read from the counts the task keeps (see `taskProgress`), since the list has no sessions.
 */
export function taskProgressLabel(task: {
  pomodorosCompletedCount: number;
  totalPomodorosPlanned: number;
  focusTimeCompletedMinutes: number;
}): string {
  return `${task.pomodorosCompletedCount} of ${sessionsText(task.totalPomodorosPlanned)} · ${task.focusTimeCompletedMinutes} min`;
}

/** The edit dialog's 'N Sessions (M completed)'; one session reads '1 Session (M completed)'. */
export function sessionProgressText(sessions: readonly { status: SessionStatus }[]): string {
  const completed = sessions.filter((session) => session.status === 'completed').length;
  const noun = sessions.length === 1 ? 'Session' : 'Sessions';
  return `${sessions.length} ${noun} (${completed} completed)`;
}

/**
 * How a task of `minutes` is split, in words: '1 session', '3 sessions', and when the sessions
 * are made longer than the Pomodoro length to stay within the limit, says so.
 */
export function plannedSessionsText(minutes: number, sessionLength: number): string {
  const plan = planSessions(minutes, sessionLength);
  const count = sessionsText(plan.sessions.length);
  return plan.lengthened
    ? `${count} of ${countText(plan.length, 'minute')} (a task has at most ${MAX_SESSIONS_PER_TASK} sessions)`
    : count;
}
