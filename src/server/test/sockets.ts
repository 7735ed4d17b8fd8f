import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { App } from '../app.ts';
import { TEST_APP_URL } from './app.ts';

/** Starts `app` on a free port of 127.0.0.1 (once) and returns its address. */
export async function listenOnce(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Resolves once `socket` is connected; rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/**
 * How the socket ended within three seconds ('io server disconnect', ...), or 'still
 * connected': long enough for a loaded machine, where one second was sometimes not.
 */
export function endOf(socket: Socket): Promise<string> {
  return Promise.race([
    new Promise<string>((resolve) => socket.once('disconnect', resolve)),
    new Promise<string>((resolve) => setTimeout(() => resolve('still connected'), 3000)),
  ]);
}

/**
 * Opens live sockets on an app as browser tabs do (WebSocket only, the app's own Origin, the
 * session cookie), and closes every one of them with `closeAll`.
 */
export function socketOpener(app: App) {
  const sockets: Socket[] = [];
  /** A socket that is not yet connected, with exactly these handshake headers. */
  const raw = async (headers: Record<string, string>): Promise<Socket> => {
    const socket = connect(await listenOnce(app), {
      transports: ['websocket'],
      extraHeaders: headers,
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  };
  return {
    raw,
    /** A connected socket signed in with `cookie`. */
    open: async (cookie: string): Promise<Socket> => {
      const socket = await raw({ origin: TEST_APP_URL, cookie });
      await connected(socket);
      return socket;
    },
    closeAll: () => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    },
  };
}
