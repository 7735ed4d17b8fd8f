import type { Server as HttpServer, IncomingHttpHeaders } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type DefaultEventsMap, Server } from 'socket.io';

export interface SocketIdentity {
  userId: string;
  sessionId: string;
}

interface SocketData {
  identity: SocketIdentity;
}

export interface RealtimeDeps {
  server: HttpServer;
  /** The only Origin a browser socket may come from (APP_URL's). */
  allowedOrigin: string;
  redisUrl: string | undefined;
  identify(headers: IncomingHttpHeaders): Promise<SocketIdentity | null>;
  logger: FastifyBaseLogger;
}

export interface Realtime {
  io: Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
  /** Sends to every socket of the user, on every server process. */
  emitToUser(userId: string, event: string, payload: unknown): void;
  /** Disconnects the sockets opened under one sign-in session, on every server process. */
  disconnectSession(sessionId: string): void;
  close(): Promise<void>;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Socket.IO on the HTTP server's own port. WebSocket transport only, so no sticky sessions are
 * needed behind a load balancer; each socket is authenticated by the session cookie of its
 * handshake and joins its user's room, which the Redis adapter spans across processes.
 */
export async function createRealtime(deps: RealtimeDeps): Promise<Realtime> {
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(
    deps.server,
    {
      path: '/socket.io',
      transports: ['websocket'],
      serveClient: false,
      allowRequest: (request, callback) => {
        const allowed = request.headers.origin === deps.allowedOrigin;
        callback(allowed ? null : 'Origin not allowed', allowed);
      },
    },
  );

  const redis = deps.redisUrl === undefined ? undefined : await connectRedisPair(deps.redisUrl);
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub));

  io.use(async (socket, next) => {
    try {
      const identity = await deps.identify(socket.request.headers);
      if (!identity) return next(new Error('unauthorized'));
      socket.data.identity = identity;
      await socket.join([userRoom(identity.userId), sessionRoom(identity.sessionId)]);
      next();
    } catch (error) {
      deps.logger.error({ err: error }, 'socket authentication failed');
      next(new Error('unavailable'));
    }
  });

  return {
    io,
    emitToUser: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, payload);
    },
    disconnectSession: (sessionId) => {
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

async function connectRedisPair(url: string) {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  return { pub, sub };
}
