export const SESSION_STATUSES = ['pending', 'active', 'interrupted', 'completed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Why a session would not start, in the product's words. */
export const SESSION_NOT_FOUND =
  'Session not found. Failed to start Pomodoro session due to an API error.';
export const ANOTHER_SESSION_ACTIVE =
  'Another focus session is already running. Stop it or let it finish before starting this one.';

export function isSessionStatus(value: unknown): value is SessionStatus {
  return typeof value === 'string' && SESSION_STATUSES.some((status) => status === value);
}

// Start (pending -> active), resume (interrupted -> active), stop (active -> interrupted) and
// finish (active -> completed) are the only moves the timer makes; a completed session is final.
const TRANSITIONS: Readonly<Record<SessionStatus, readonly SessionStatus[]>> = {
  pending: ['active'],
  active: ['completed', 'interrupted'],
  interrupted: ['active'],
  completed: [],
};

export function canTransitionSession(from: SessionStatus, to: SessionStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** What a request to move a session does; see `sessionMove`. */
export type SessionMove = 'apply' | 'already_there' | 'refused';

/**
 * A request to move a session to `to`: applied when the move is allowed, a no-op when the session
 * is already there (the same request retried, or sent by a second tab), refused otherwise.
 */
export function sessionMove(from: SessionStatus, to: SessionStatus): SessionMove {
  if (from === to) return 'already_there';
  return canTransitionSession(from, to) ? 'apply' : 'refused';
}

/** The seconds a stopped session keeps: what the timer reported, never more than it holds. */
export function remainingAfterStop(reportedSeconds: number, durationMinutes: number): number {
  return Math.max(0, Math.min(reportedSeconds, durationMinutes * 60));
}

/**
 * The seconds a running session keeps when the server stops it (its task was deleted) without a
 * timer to report them: what it had when it was started or resumed, less the time since.
 */
export function secondsLeftAt(
  session: { durationMinutes: number; remainingTimeSeconds: number | null; startTime: Date | null },
  now: Date,
): number {
  const held = session.remainingTimeSeconds ?? session.durationMinutes * 60;
  const ran = session.startTime
    ? Math.floor((now.getTime() - session.startTime.getTime()) / 1000)
    : 0;
  return remainingAfterStop(held - Math.max(0, ran), session.durationMinutes);
}

/** When a session running since its start (or resume) reaches zero. */
export function sessionEndsAt(session: {
  durationMinutes: number;
  remainingTimeSeconds: number | null;
  startTime: Date;
}): Date {
  const held = session.remainingTimeSeconds ?? session.durationMinutes * 60;
  return new Date(session.startTime.getTime() + held * 1000);
}

/** The focus minutes a finished session counts: its length, and at least one. */
export function completedFocusMinutes(durationMinutes: number): number {
  return Math.max(1, durationMinutes);
}

export interface TaskProgress {
  /** True only when the task has sessions and every one of them is completed. */
  completed: boolean;
  pomodorosCompleted: number;
  focusMinutes: number;
}

export function taskProgress(
  sessions: readonly { status: SessionStatus; focusMinutes: number }[],
): TaskProgress {
  const done = sessions.filter((session) => session.status === 'completed');
  return {
    completed: sessions.length > 0 && done.length === sessions.length,
    pomodorosCompleted: done.length,
    focusMinutes: done.reduce((sum, session) => sum + session.focusMinutes, 0),
  };
}
