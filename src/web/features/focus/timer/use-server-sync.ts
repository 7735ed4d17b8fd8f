import { useEffect } from 'react';
import { FOCUS_EVENTS, sessionChangeSchema } from '../../../../shared/focus.schemas.ts';
import { TASK_EVENTS, taskUpsertedEventSchema } from '../../../../shared/tasks.schemas.ts';
import { socket } from '../../../lib/socket.ts';
import { timerApi } from './api.ts';
import { getTimer } from './timer-instance.ts';

/** The part of a Socket.IO client used here (a fake one in tests). */
export interface TimerEventSource {
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
}

/**
 * Keeps the timer in line with the server: asks for the running session at start-up and after
 * a lost connection (events sent meanwhile are gone), and follows every session change and task
 * update pushed to this user's sockets (other tabs and devices).
 */
export function useServerSync(userId: string, source: TimerEventSource = socket): void {
  useEffect(() => {
    const { store, controller } = getTimer();
    store.bindUser(userId);
    const abort = new AbortController();
    let disconnected = false;

    const reconcile = () => {
      const since = store.getState().updatedAt;
      timerApi.active(abort.signal).then(
        (active) => controller.reconcile(active, since),
        // Offline or signed out: keep what this browser knows; the next connect asks again.
        () => undefined,
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
      disconnected = true;
    };
    const onConnect = () => {
      if (!disconnected) return;
      disconnected = false;
      reconcile();
    };

    const listeners: [string, (payload: unknown) => void][] = [
      [FOCUS_EVENTS.session, onSession],
      [TASK_EVENTS.upserted, onTask],
      ['disconnect', onDisconnect],
      ['connect', onConnect],
    ];
    for (const [event, listener] of listeners) source.on(event, listener);
    reconcile();
    return () => {
      abort.abort();
      for (const [event, listener] of listeners) source.off(event, listener);
    };
  }, [userId, source]);
}
