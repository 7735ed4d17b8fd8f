import type { SessionStatus } from './session-status.ts';

/** Tasks and sessions created optimistically carry this id prefix until the server confirms them. */
export const TEMP_ID_PREFIX = 'temp-';
export const CREATING_LABEL = 'Creating...';

export function isTemporaryId(id: string): boolean {
  return id.startsWith(TEMP_ID_PREFIX);
}

/**
 * Whether a task is the one shown while the server stores it. It has its final id (the client
 * makes it), but its sessions are stand-ins until the stored task replaces it.
 */
export function isUnsavedTask(task: { sessions: readonly { id: string }[] }): boolean {
  return task.sessions.some((session) => isTemporaryId(session.id));
}

export interface SessionRef {
  id: string;
  sessionOrder: number;
  status: SessionStatus;
}

function lowestOrder<S extends SessionRef>(sessions: readonly S[], status: SessionStatus) {
  let found: S | undefined;
  for (const session of sessions) {
    if (session.status === status && (!found || session.sessionOrder < found.sessionOrder)) {
      found = session;
    }
  }
  return found;
}

/** The session Start/Resume acts on: the interrupted one first, otherwise the next pending one. */
export function nextSession<S extends SessionRef>(sessions: readonly S[]): S | undefined {
  return lowestOrder(sessions, 'interrupted') ?? lowestOrder(sessions, 'pending');
}

export interface StartButtonInput<S extends SessionRef> {
  taskId: string;
  sessions: readonly S[];
  /** Any session of any of the user's tasks is active: only one may run at a time. */
  anySessionActive: boolean;
}

export interface StartButtonState<S extends SessionRef> {
  label: string;
  disabled: boolean;
  session: S | undefined;
}

/**
 * The row's Start/Resume button, or null when there is nothing left to start (the row then shows
 * the session count instead).
 */
export function startButtonState<S extends SessionRef>(
  input: StartButtonInput<S>,
): StartButtonState<S> | null {
  const session = nextSession(input.sessions);
  // A temporary task may have no sessions yet: it still shows the button, as 'Creating...'.
  if (isTemporaryId(input.taskId) || (session && isTemporaryId(session.id))) {
    return { label: CREATING_LABEL, disabled: true, session };
  }
  if (!session) return null;
  const verb = session.status === 'interrupted' ? 'Resume' : 'Start';
  return { label: `${verb} #${session.sessionOrder}`, disabled: input.anySessionActive, session };
}

/** The edit dialog's button: 'Resume Session #n' or 'Start Session #n'. */
export function sessionActionLabel(session: Pick<SessionRef, 'sessionOrder' | 'status'>): string {
  const verb = session.status === 'interrupted' ? 'Resume' : 'Start';
  return `${verb} Session #${session.sessionOrder}`;
}
