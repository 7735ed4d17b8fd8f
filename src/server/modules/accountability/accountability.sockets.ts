import type { FastifyBaseLogger } from 'fastify';
import {
  joinQueueSchema,
  roomJoinSchema,
  type SocketAck,
  signalSchema,
  skipSchema,
} from '../../../shared/accountability.schemas.ts';
import { DomainError } from '../../../shared/errors.ts';
import { ACCOUNTABILITY_EVENTS } from '../../../shared/realtime-events.ts';
import { z } from '../../../shared/zod.ts';
import type { Realtime, RealtimeSocket } from '../../lib/realtime.ts';
import { accountabilityErrors } from './accountability.errors.ts';
import type { MatchmakingService } from './matchmaking.service.ts';
import type { SignallingService } from './signalling.service.ts';

export interface AccountabilitySocketsDeps {
  matchmaking: MatchmakingService;
  signalling: SignallingService;
  logger: FastifyBaseLogger;
}

/**
 * Messages one socket may send in a window. A call's set-up sends an offer or answer and a few
 * dozen ICE candidates; many more is a client gone wrong, refused before it reaches the database.
 */
const MESSAGES_PER_WINDOW = 120;
const WINDOW_MS = 10_000;

/** A fixed-window count of one socket's messages; it lives and dies with the socket. */
function messageLimit() {
  let windowStart = 0;
  let count = 0;
  return () => {
    const at = Date.now();
    if (at - windowStart >= WINDOW_MS) {
      windowStart = at;
      count = 0;
    }
    count += 1;
    return count <= MESSAGES_PER_WINDOW;
  };
}

/** Cancel Search carries nothing to check. */
const anyPayload = z.unknown();

function invalid(error: z.core.$ZodError): SocketAck {
  const [issue] = error.issues;
  const field = issue?.path.join('.') ?? '';
  const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid message.';
  return { ok: false, code: 'request.invalid', message };
}

/**
 * The client -> server events of matchmaking and signalling. Each payload is validated with the
 * shared schema and each event answered with an ack, `{ ok: true }` or the refusal's code; a
 * client that sends no ack function simply gets no answer.
 */
export function registerAccountabilitySockets(
  realtime: Realtime,
  deps: AccountabilitySocketsDeps,
): void {
  realtime.onConnection((socket: RealtimeSocket) => {
    const { userId } = socket.data.identity;
    const allowed = messageLimit();
    // One socket's events are handled one after another, in the order sent: a Cancel then a
    // Find must not end the new search, and an offer must reach the partner before its ICE
    // candidates.
    let previous: Promise<unknown> = Promise.resolve();
    const inOrder = <T>(work: () => Promise<T>): Promise<T> => {
      const next = previous.then(work, work);
      previous = next.catch(() => undefined);
      return next;
    };

    const refusal = (event: string, error: unknown): SocketAck => {
      if (error instanceof DomainError) {
        return { ok: false, code: error.code, message: error.message };
      }
      deps.logger.error({ err: error, event, userId }, 'socket event failed');
      return {
        ok: false,
        code: 'server.internal',
        message: 'Something went wrong on our side. Please try again.',
      };
    };

    const on = <S extends z.ZodMiniType>(
      event: string,
      schema: S,
      handle: (payload: z.infer<S>) => Promise<unknown>,
    ) => {
      socket.on(event, async (...args: unknown[]) => {
        // The ack, when the client asks for one, is the last argument.
        const last = args.at(-1);
        const ack = typeof last === 'function' ? (answer: SocketAck) => last(answer) : () => {};
        const payload = typeof last === 'function' ? args.slice(0, -1)[0] : args[0];
        if (!allowed()) return ack(refusal(event, accountabilityErrors.rateLimited()));
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return ack(invalid(parsed.error));
        try {
          await inOrder(() => handle(parsed.data));
          ack({ ok: true });
        } catch (error) {
          ack(refusal(event, error));
        }
      });
    };

    const { matchmaking, signalling } = deps;
    on(ACCOUNTABILITY_EVENTS.join, joinQueueSchema, ({ goalTaskId }) =>
      matchmaking.join(userId, socket.id, goalTaskId),
    );
    on(ACCOUNTABILITY_EVENTS.leave, anyPayload, () => matchmaking.leave(userId));
    on(ACCOUNTABILITY_EVENTS.skip, skipSchema, ({ partnerId }) =>
      matchmaking.skip(userId, partnerId),
    );
    on(ACCOUNTABILITY_EVENTS.joinRoom, roomJoinSchema, ({ roomName }) =>
      signalling.joinRoom(userId, roomName),
    );
    on(ACCOUNTABILITY_EVENTS.signal, signalSchema, (signal) => signalling.signal(userId, signal));

    socket.on('disconnect', () => {
      matchmaking.disconnected(userId, socket.id).catch((error: unknown) => {
        deps.logger.error({ err: error, userId }, 'could not take a closed socket off the queue');
      });
    });
  });
}
