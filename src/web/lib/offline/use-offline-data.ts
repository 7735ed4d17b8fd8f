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

  // Kept on while the user stays signed in, even when a reading of the session leaves them out
  // for a moment; signing out deletes it, and another user signing in takes its place.
  useEffect(() => {
    if (userId) void import('./persistence.ts').then((m) => m.keepOfflineData(queryClient, userId));
  }, [queryClient, userId]);

  // Started with no connection, the session was never read: read it now the server is back.
  useEffect(() => {
    if (reachable) readSession.current();
  }, [reachable]);
}
