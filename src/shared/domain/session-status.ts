export const SESSION_STATUSES = ['pending', 'active', 'interrupted', 'completed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

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
