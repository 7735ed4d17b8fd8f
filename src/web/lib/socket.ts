import type { Socket } from 'socket.io-client';
import type { ErrorCode } from '../../shared/errors.ts';
import { toast } from '../components/ui/toast.tsx';
import { loadSession } from './auth-client.ts';
import { checkConnection, connectionState, reportConnectionLost } from './offline/connection.ts';

/** What a tab says when the server refuses its live connection: the account holds too many. */
export const TOO_MANY_SOCKETS_NOTICE = {
  title: 'Live updates are off in this tab',
  description:
    'Your account has too many tabs or devices open at once. Close some, then reload this page.',
} as const;

/** The code a refused connection carries, if the server gave one. */
function refusalCode(error: Error): unknown {
  const data: unknown = 'data' in error ? error.data : undefined;
  return typeof data === 'object' && data !== null && 'code' in data ? data.code : undefined;
}

type Listener = (payload: unknown) => void;

/** The part of the realtime connection the features use: the server's events. */
export interface ServerEvents {
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
}

const listeners = new Map<string, Set<Listener>>();
let client: Socket | undefined;
let loading: Promise<Socket> | undefined;
let wanted = false;

// The Socket.IO client is a sizeable part of a signed-in page and only matters once the page
// shows: it loads at the first connect, and takes over the listeners added before it came.
function loadClient(): Promise<Socket> {
  loading ??= import('socket.io-client').then(({ io }) => {
    // WebSocket only: servers behind a load balancer then need no sticky sessions.
    const loaded = io({
      path: '/socket.io',
      transports: ['websocket'],
      autoConnect: false,
      withCredentials: true,
    });
    for (const [event, added] of listeners) {
      for (const listener of added) loaded.on(event, listener);
    }
    // The server closes the sockets of a session that ends (signed out elsewhere, expired):
    // reading the session again tells the tab, which then signs out (see auth-client.ts).
    loaded.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') loadSession().catch(() => undefined);
      // A server that stopped (it closes its sockets first), or a network that went: the page
      // says so at once, even idle.
      if (reason !== 'io client disconnect') reportConnectionLost();
    });
    // Back before the next planned health check: no need to wait for it.
    loaded.on('connect', () => {
      if (!connectionState().reachable) void checkConnection();
    });
    // A connection the server refuses is not tried again: the page works on without live
    // updates, and says why when it is the account's number of connections.
    loaded.on('connect_error', (error) => {
      if (refusalCode(error) === ('realtime.too_many_sockets' satisfies ErrorCode)) {
        toast({ variant: 'info', ...TOO_MANY_SOCKETS_NOTICE });
      }
    });
    client = loaded;
    return loaded;
  });
  return loading;
}

export const socket: ServerEvents = {
  on(event, listener) {
    const added = listeners.get(event) ?? new Set();
    added.add(listener);
    listeners.set(event, added);
    client?.on(event, listener);
  },
  off(event, listener) {
    listeners.get(event)?.delete(listener);
    client?.off(event, listener);
  },
};

/** How long an event waits for the server's acknowledgement before it counts as failed. */
const ACK_TIMEOUT_MS = 10_000;

/**
 * Sends `event` and resolves with the server's acknowledgement (unchecked: the caller parses it
 * with the contract). Sent while the connection is down, it goes out once it is back; it rejects
 * when no answer comes within the timeout.
 */
export async function emitWithAck(event: string, payload?: unknown): Promise<unknown> {
  const loaded = await loadClient();
  const timed = loaded.timeout(ACK_TIMEOUT_MS);
  return payload === undefined ? timed.emitWithAck(event) : timed.emitWithAck(event, payload);
}

export function connectSocket(): void {
  wanted = true;
  loadClient().then(
    (loaded) => {
      if (wanted && !loaded.connected) loaded.connect();
    },
    () => {
      // Offline, or a deploy replaced the file: the next connect tries again. Pages work
      // without live updates meanwhile.
      loading = undefined;
    },
  );
}

export function disconnectSocket(): void {
  wanted = false;
  client?.disconnect();
}
