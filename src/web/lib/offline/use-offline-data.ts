import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../auth-client.ts';
import { watchConnection } from './connection.ts';
import { useConnection } from './use-connection.ts';

/**
 * For a signed-in user: follows whether the server can be reached, shows the data kept on this
 * device at once and keeps it there, and sends the changes made offline when the server is back.
 * The IndexedDB code loads only here, after the page shows.
 */
export function useOfflineData(userId: string | undefined): void {
  const queryClient = useQueryClient();
  const { reachable } = useConnection();
  const auth = useAuth();
  const readSession = useRef(auth.retry);
  readSession.current = auth.unreachable ? auth.retry : () => undefined;

  useEffect(() => {
    if (!userId) return;
    return watchConnection();
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    const loading = import('./persistence.ts');
    void loading.then(({ keepOfflineData }) => {
      if (!stopped) void keepOfflineData(queryClient, userId);
    });
    return () => {
      stopped = true;
      void loading.then(({ stopOfflineData }) => stopOfflineData(userId));
    };
  }, [queryClient, userId]);

  // Started with no connection, the session was never read: read it now the server is back.
  useEffect(() => {
    if (reachable) readSession.current();
  }, [reachable]);
}
