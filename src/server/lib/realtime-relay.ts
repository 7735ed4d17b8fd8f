import { realtimeEvents } from './metrics.ts';
import type { Realtime } from './realtime.ts';

/** Sends an event to every socket of the user, on every server process. */
export type Publish = (userId: string, event: string, payload: unknown) => void;

/**
 * The realtime layer as the modules hold it. The layer starts last, once every HTTP route
 * exists, and identifies its sockets through the auth module: modules made before it send
 * through this relay, which drops what is sent before the layer is attached (nothing is).
 */
export interface RealtimeRelay {
  publish: Publish;
  /** Disconnects the sockets of a sign-in session, on every server process. */
  endSession(sessionId: string): void;
  attach(realtime: Realtime): void;
}

export function createRealtimeRelay(): RealtimeRelay {
  let attached: Realtime | undefined;
  return {
    publish: (userId, event, payload) => {
      if (!attached) return;
      attached.emitToUser(userId, event, payload);
      realtimeEvents.inc({ event });
    },
    endSession: (sessionId) => attached?.endSession(sessionId),
    attach: (realtime) => {
      attached = realtime;
    },
  };
}
