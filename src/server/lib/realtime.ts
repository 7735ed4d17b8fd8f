import type { Server as HttpServer, IncomingHttpHeaders } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type DefaultEventsMap, Server, type Socket } from 'socket.io';
import type { ErrorCode } from '../../shared/errors.ts';

export interface SocketIdentity {
  userId: string;
  sessionId: string;
  /** When the session ends unless it is used again meanwhile. */
  expiresAt: Date;
}

interface SocketData {
  identity: SocketIdentity;
}

/** What one server process tells the others, through the Redis adapter. */
interface ServerSideEvents {
  sessionEnded(sessionId: string): void;
}

export interface RealtimeDeps {
  server: HttpServer;
  /** The only Origin a browser socket may come from (APP_URL's). */
  allowedOrigin: string;
  redisUrl: string | undefined;
  /** Reads the session without sliding it, both at the handshake and at the session's expiry. */
  identify(headers: IncomingHttpHeaders): Promise<SocketIdentity | null>;
  /** Told when another server process ends a sign-in session (see `endSession`). */
  sessionEndedElsewhere(sessionId: string): void;
  logger: FastifyBaseLogger;
}

/** A connected, authenticated socket: `socket.data.identity` names its user. */
export type RealtimeSocket = Socket<
  DefaultEventsMap,
  DefaultEventsMap,
  ServerSideEvents,
  SocketData
>;

export interface Realtime {
  io: Server<DefaultEventsMap, DefaultEventsMap, ServerSideEvents, SocketData>;
  /** Registers a module's handlers, run for every socket that connects from now on. */
  onConnection(handler: (socket: RealtimeSocket) => void): void;
  /** Sends to every socket of the user, on every server process. */
  emitToUser(userId: string, event: string, payload: unknown): void;
  /**
   * Ends a sign-in session on every server process: the others are told (`sessionEndedElsewhere`),
   * and the sockets opened under it are disconnected.
   */
  endSession(sessionId: string): void;
  close(): Promise<void>;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Live connections one user may hold at once, across every server: a tab or device holds one, so
 * this is far more than anyone uses, while a client opening hundreds is refused.
 */
export const MAX_SOCKETS_PER_USER = 30;
export const TOO_MANY_SOCKETS_MESSAGE = `Too many live connections for this account (at most ${MAX_SOCKETS_PER_USER}). Close some tabs and try again.`;

/** setTimeout's longest delay (about 24.8 days); a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Ends a socket when its session expires. The socket's own timer dies with it, so nothing is kept
 * beyond the socket. At the expiry the session is read again: requests may have slid it forward
 * meanwhile, and then the socket waits for the new expiry instead.
 */
function endAtExpiry(socket: RealtimeSocket, deps: RealtimeDeps): void {
  let timer: NodeJS.Timeout | undefined;
  const watch = () => {
    const waitMs = socket.data.identity.expiresAt.getTime() - Date.now();
    timer =
      waitMs > MAX_TIMER_MS
        ? setTimeout(watch, MAX_TIMER_MS)
        : setTimeout(recheck, Math.max(waitMs, 0));
  };
  const recheck = async () => {
    let identity: SocketIdentity | null = null;
    try {
      identity = await deps.identify(socket.request.headers);
    } catch (error) {
      // Unsure whether the session lives: the socket ends, and its client reconnects if it does.
      deps.logger.error({ err: error }, 'socket session check failed');
    }
    if (!socket.connected) return;
    if (identity?.sessionId === socket.data.identity.sessionId) {
      socket.data.identity = identity;
      watch();
    } else {
      socket.disconnect(true);
    }
  };
  socket.on('disconnect', () => clearTimeout(timer));
  watch();
}

/**
 * Socket.IO on the HTTP server's own port. WebSocket transport only, so no sticky sessions are
 * needed behind a load balancer; each socket is authenticated by the session cookie of its
 * handshake and joins its user's room, which the Redis adapter spans across processes.
 */
export async function createRealtime(deps: RealtimeDeps): Promise<Realtime> {
  const io = new Server<DefaultEventsMap, DefaultEventsMap, ServerSideEvents, SocketData>(
    deps.server,
    {
      path: '/socket.io',
      transports: ['websocket'],
      serveClient: false,
      // The largest message a client may send: a session description (capped at 100,000
      // characters by the contract) with room to spare, far below the library's 1 MB default.
      maxHttpBufferSize: 128 * 1024,
      allowRequest: (request, callback) => {
        const allowed = request.headers.origin === deps.allowedOrigin;
        callback(allowed ? null : 'Origin not allowed', allowed);
      },
    },
  );

  const redis = deps.redisUrl === undefined ? undefined : await connectRedisPair(deps.redisUrl);
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub));
  io.on('sessionEnded', deps.sessionEndedElsewhere);

  const admission = admitOneAtATime();
  /** The ids of the user's sockets: those of this process, admitted or connected, and the others'. */
  const socketsOf = async (userId: string): Promise<Set<string>> => {
    const held = new Set(io.of('/').adapter.rooms.get(userRoom(userId)));
    try {
      for (const socket of await io.in(userRoom(userId)).fetchSockets()) held.add(socket.id);
    } catch (error) {
      // A server that does not answer in time must not keep everyone from connecting.
      deps.logger.warn({ err: error, userId }, 'could not count the sockets other servers hold');
    }
    return held;
  };

  io.use(async (socket, next) => {
    try {
      const identity = await deps.identify(socket.request.headers);
      if (!identity) return next(new Error('unauthorized'));
      socket.data.identity = identity;
      const admitted = await admission(identity.userId, async () => {
        if ((await socketsOf(identity.userId)).size >= MAX_SOCKETS_PER_USER) return false;
        await socket.join([userRoom(identity.userId), sessionRoom(identity.sessionId)]);
        return true;
      });
      next(
        admitted
          ? undefined
          : Object.assign(new Error(TOO_MANY_SOCKETS_MESSAGE), {
              data: { code: 'realtime.too_many_sockets' satisfies ErrorCode },
            }),
      );
    } catch (error) {
      deps.logger.error({ err: error }, 'socket authentication failed');
      next(new Error('unavailable'));
    }
  });
  io.on('connection', (socket) => endAtExpiry(socket, deps));

  return {
    io,
    onConnection: (handler) => {
      io.on('connection', handler);
    },
    emitToUser: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, payload);
    },
    endSession: (sessionId) => {
      // Told first, on the channel that then carries the disconnection: a client that reconnects
      // at once finds every server has already forgotten the session. One process alone has no
      // one to tell (and its in-memory adapter cannot).
      if (redis) io.serverSideEmit('sessionEnded', sessionId);
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    close: async () => {
      // Only this process's sockets: the others keep serving their own clients.
      io.local.disconnectSockets(true);
      io.engine.close();
      if (redis) await Promise.all([redis.pub.quit(), redis.sub.quit()]);
    },
  };
}

/**
 * Runs one user's admissions one after another in this process, so sockets opened together are
 * each counted with those admitted before them. Servers count only the others' sockets already
 * connected, so a flood spread over several servers at the same instant is held to the limit
 * times their number, still a bound.
 */
function admitOneAtATime() {
  const queues = new Map<string, Promise<unknown>>();
  return <T>(userId: string, admit: () => Promise<T>): Promise<T> => {
    const previous = queues.get(userId) ?? Promise.resolve();
    const next = previous.then(admit, admit);
    const settled = next.catch(() => undefined);
    queues.set(userId, settled);
    void settled.then(() => {
      if (queues.get(userId) === settled) queues.delete(userId);
    });
    return next;
  };
}

async function connectRedisPair(url: string) {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  return { pub, sub };
}
