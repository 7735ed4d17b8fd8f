import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FOCUS_EVENTS, TASK_EVENTS } from '../../../../shared/realtime-events.ts';
import { type ServerEvents, socket } from '../../../lib/socket.ts';
import { WINDOW_EVENTS } from '../../../lib/window-events.ts';
import { insightsKeys } from '../api.ts';

/** A burst of changes (a session ends and completes its task) refreshes once. */
export const INSIGHTS_REFRESH_DEBOUNCE_MS = 500;

// The socket brings changes made in other tabs and devices; the window events the
// ones of this tab, even while the socket is away.
const SERVER_EVENTS = [
  FOCUS_EVENTS.session,
  TASK_EVENTS.upserted,
  TASK_EVENTS.deleted,
  // Events sent while the socket was away are lost: a reconnection reads the figures again.
  'connect',
] as const;
const BROWSER_EVENTS = [WINDOW_EVENTS.statsUpdated, WINDOW_EVENTS.taskCompleted] as const;

/**
 * Keeps the dashboard's and the insights page's figures current without a reload: after a
 * session or task change (here or elsewhere) and a quiet INSIGHTS_REFRESH_DEBOUNCE_MS, every
 * insights query is read again.
 */
export function useInsightsLiveRefresh(source: ServerEvents = socket): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let timer: number | undefined;
    const refresh = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: insightsKeys.all });
      }, INSIGHTS_REFRESH_DEBOUNCE_MS);
    };
    for (const event of SERVER_EVENTS) source.on(event, refresh);
    for (const event of BROWSER_EVENTS) window.addEventListener(event, refresh);
    return () => {
      window.clearTimeout(timer);
      for (const event of SERVER_EVENTS) source.off(event, refresh);
      for (const event of BROWSER_EVENTS) window.removeEventListener(event, refresh);
    };
  }, [queryClient, source]);
}
