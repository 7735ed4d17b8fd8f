import type { RelayedSignal, Signal } from '../../../shared/accountability.schemas.ts';
import { ACCOUNTABILITY_EVENTS } from '../../../shared/realtime-events.ts';
import type { AccountabilityService } from './accountability.service.ts';
import { sidesOf } from './call-room.presenter.ts';

export interface SignallingServiceDeps {
  accountability: AccountabilityService;
  usernameOf(userId: string): Promise<string>;
  publish(userId: string, event: string, payload: unknown): void;
}

/**
 * The WebRTC signals of a call, relayed by the server between the room's two users only: media
 * then flows peer to peer. Anyone else is refused as if the room did not exist.
 */
export function createSignallingService(deps: SignallingServiceDeps) {
  const { accountability } = deps;
  return {
    /** Whether the user may signal in the room: one of its two users, while it is open. */
    joinRoom: async (userId: string, roomName: string) => {
      await accountability.openRoom(userId, roomName);
    },

    /** Relays the signal to the partner, saying who it is from; a hangup also ends the room. */
    signal: async (userId: string, signal: Signal) => {
      const room = await accountability.openRoom(userId, signal.roomName);
      const relayed: RelayedSignal = {
        ...signal,
        from_user_id: userId,
        user: { id: userId, username: await deps.usernameOf(userId) },
      };
      deps.publish(sidesOf(room, userId).partnerId, ACCOUNTABILITY_EVENTS.signal, relayed);
      if (signal.type === 'hangup') await accountability.endRoom(userId, signal.roomName);
    },
  };
}

export type SignallingService = ReturnType<typeof createSignallingService>;
