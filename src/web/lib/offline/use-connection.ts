import { useSyncExternalStore } from 'react';
import { type ConnectionState, connectionState, subscribeConnection } from './connection.ts';

/** Whether the server can be reached, and when it is asked again while it cannot. */
export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, connectionState);
}
