import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionChangeSchema } from '../../../../shared/focus.schemas.ts';
import { FOCUS_EVENTS, TASK_EVENTS } from '../../../../shared/realtime-events.ts';
import { taskUpsertedEventSchema } from '../../../../shared/tasks.schemas.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { socket } from '../../../lib/socket.ts';
import { getTimer } from './timer-instance.ts';

/** The part of a Socket.IO client used here (a fake one in tests). */
export interface TimerEventSource {
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
}

/**
 * Waits before asking an unreachable server again, one after another, then the last for ever.
 * A reconnected socket or the browser coming back online asks at once.
 */
export const SERVER_RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;

/**
 * Keeps the timer in line with the server: asks where things stand at start-up and after a lost
 * connection (events sent meanwhile are gone), sending first a change the server has not taken;
 * asks again, waiting longer each time, while the server cannot be reached; and follows every
 * session change and task update pushed to this user's sockets (other tabs and devices).
 */
export function useServerSync(userId: string, source: TimerEventSource = socket): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { store, controller, leadership } = getTimer();
    store.bindUser(userId);
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    // True until the server has answered since the last lost connection.
    let stale = true;

    const later = () => {
      clearTimeout(retry);
      if (abort.signal.aborted) return;
      const delay = SERVER_RETRY_DELAYS_MS[Math.min(failures, SERVER_RETRY_DELAYS_MS.length - 1)];
      failures += 1;
      retry = setTimeout(check, delay);
    };
    const check = () => {
      clearTimeout(retry);
      controller.check(abort.signal).then(
        (settled) => {
          stale = false;
          if (settled) failures = 0;
          else later();
        },
        () => {
          stale = true;
          later();
        },
      );
    };

    const onSession = (payload: unknown) => {
      const parsed = sessionChangeSchema.safeParse(payload);
      if (parsed.success) controller.sessionChanged(parsed.data);
    };
    const onTask = (payload: unknown) => {
      const parsed = taskUpsertedEventSchema.safeParse(payload);
      if (parsed.success) store.taskUpdated(parsed.data.task);
    };
    const onDisconnect = () => {
      stale = true;
    };
    const onConnect = () => {
      if (stale) check();
    };
    const listeners: [string, (payload: unknown) => void][] = [
      [FOCUS_EVENTS.session, onSession],
      [TASK_EVENTS.upserted, onTask],
      ['disconnect', onDisconnect],
      ['connect', onConnect],
    ];
    for (const [event, listener] of listeners) source.on(event, listener);
    window.addEventListener('online', check);

    const stopWatching = store.state.subscribe((state, previous) => {
      // A pause or stop that could not be sent is tried again, waiting longer each time.
      if (state.unsynced?.failed && !previous.unsynced?.failed) later();
      // Sent at last: the task list may have missed the news while the connection was down.
      if (previous.unsynced?.failed && !state.unsynced) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      }
    });
    // The leading tab sends what is unsent: a tab that has just become the leader does it now.
    const stopFollowingLeadership = leadership.subscribe(() => {
      if (leadership.isLeader() && store.getState().unsynced) check();
    });

    check();
    return () => {
      abort.abort();
      clearTimeout(retry);
      stopWatching();
      stopFollowingLeadership();
      window.removeEventListener('online', check);
      for (const [event, listener] of listeners) source.off(event, listener);
    };
  }, [userId, source, queryClient]);
}
