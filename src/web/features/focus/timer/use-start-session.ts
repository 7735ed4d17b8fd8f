import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { SessionHead, TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useTimerStore } from './timer-store-instance.ts';

export interface StartSession {
  /** Starts (or resumes) the session on the server and the timer with it; errors are toasts. */
  start(task: TaskListItem, session: SessionHead): Promise<void>;
  /** A start is on its way to the server. */
  busy: boolean;
  /** The work session the timer is counting down, on any tab or device; null when none. */
  activeSessionId: string | null;
}

/** The tasks list's Start/Resume button: `<MyTasksPage onStart={start} />`. */
export function useStartSession(): StartSession {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // A ref as well as state: a double click within one render must not start twice.
  const pending = useRef(false);
  const activeSessionId = useTimerStore((state) =>
    state.mode === 'work' ? state.sessionId : null,
  );

  const start = useCallback(
    async (task: TaskListItem, session: SessionHead) => {
      if (pending.current) return;
      pending.current = true;
      setBusy(true);
      try {
        // The controller loads with the dock, after the page; a start before then waits for it.
        const { getTimer } = await import('./timer-instance.ts');
        const started = await getTimer().controller.start(task, session);
        // The socket brings the new statuses too; this covers a socket that is reconnecting.
        if (started) void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      } finally {
        pending.current = false;
        setBusy(false);
      }
    },
    [queryClient],
  );

  return { start, busy, activeSessionId };
}
