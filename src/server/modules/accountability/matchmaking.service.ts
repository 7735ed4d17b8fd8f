import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MatchFound } from '../../../shared/accountability.schemas.ts';
import { SKIPPED_PARTNER_MINUTES } from '../../../shared/domain/accountability.ts';
import { ACCOUNTABILITY_EVENTS } from '../../../shared/realtime-events.ts';
import { matches } from '../../lib/metrics.ts';
import { accountabilityErrors } from './accountability.errors.ts';
import type { AccountabilityService } from './accountability.service.ts';
import { findTask, type PeopleAndTasks } from './call-room.presenter.ts';
import type { CallRoomsRepository, RoomRow } from './call-rooms.repository.ts';
import type { MatchmakingRepository, Pairing, PairingResult } from './matchmaking.repository.ts';

export interface MatchmakingServiceDeps extends PeopleAndTasks {
  repository: MatchmakingRepository;
  rooms: CallRoomsRepository;
  accountability: AccountabilityService;
  publish(userId: string, event: string, payload: unknown): void;
  /** Whether any server process still holds this socket (rejects if one does not answer). */
  socketHeld(socketId: string): Promise<boolean>;
  now: () => Date;
}

const MINUTE_MS = 60_000;
/**
 * How often a search whose possible partner was held by another pairing tries. Each try lasts
 * one short transaction, so two searchers who saw each other held meet within a few; one that
 * runs out stays queued, and the next searcher's pairing finds it.
 */
const CONTENDED_TRIES = 50;
const RETRY_JITTER_MS = 20;

/** 18 random bytes: 24 URL-safe characters that nobody can guess. */
const newRoomName = () => randomBytes(18).toString('base64url');

/** The queue of users searching for a partner, and the pairing of two of them into a room. */
export function createMatchmakingService(deps: MatchmakingServiceDeps) {
  const { repository } = deps;

  const pairing = (): Pairing => {
    const now = deps.now();
    return {
      roomName: newRoomName(),
      now,
      skippedSince: new Date(now.getTime() - SKIPPED_PARTNER_MINUTES * MINUTE_MS),
      socketHeld: deps.socketHeld,
    };
  };

  /** Tells both users of a new room who their partner is; the smaller id makes the offer. */
  const announce = async (room: RoomRow) => {
    const [usernameA, usernameB] = await Promise.all([
      deps.usernameOf(room.userA),
      deps.usernameOf(room.userB),
    ]);
    const toA: MatchFound = {
      partner: { id: room.userB, username: usernameB },
      room_name: room.name,
      initiator: true,
    };
    const toB: MatchFound = {
      partner: { id: room.userA, username: usernameA },
      room_name: room.name,
      initiator: false,
    };
    deps.publish(room.userA, ACCOUNTABILITY_EVENTS.matchFound, toA);
    deps.publish(room.userB, ACCOUNTABILITY_EVENTS.matchFound, toB);
  };

  return {
    /**
     * Queues the user from one of their sockets, with their goal for the call, and pairs them
     * with a waiting partner if there is one; both hear of the match on every socket.
     */
    join: async (userId: string, socketId: string, goalTaskId: string | null) => {
      await deps.accountability.assertTermsAccepted(userId);
      await deps.accountability.assertMayMatch(userId);
      if (goalTaskId !== null) {
        const task = await findTask(deps, userId, goalTaskId);
        if (!task || task.completed) throw accountabilityErrors.goalNotFound();
      }
      await repository.enqueue({ userId, socketId, goalTaskId }, deps.now());
      let result: PairingResult = await repository.pair(userId, pairing());
      for (let tries = 1; tries < CONTENDED_TRIES; tries += 1) {
        if (result.kind !== 'waiting' || !result.contended) break;
        // Random, so two searchers who each held the other's row do not meet again in step.
        await sleep(1 + Math.random() * RETRY_JITTER_MS);
        result = await repository.pair(userId, pairing());
      }
      if (result.kind === 'matched') {
        matches.inc();
        await announce(result.room);
      }
    },

    /** Cancel Search, from any of the user's tabs. */
    leave: (userId: string) => repository.leave(userId),

    /** Leaves the queue; a past partner named is not offered again for a while, both ways. */
    skip: async (userId: string, partnerId: string | null) => {
      await repository.leave(userId);
      if (partnerId === null || partnerId === userId) return;
      // Only someone actually met: a skip names a real user, and no one else is kept away.
      if (await deps.rooms.werePartners(userId, partnerId)) {
        await repository.recordSkip(userId, partnerId, deps.now());
      }
    },

    /** The socket that queued is gone: its search ends, unless another tab took it over. */
    disconnected: (userId: string, socketId: string) =>
      repository.leaveFromSocket(userId, socketId),
  };
}

export type MatchmakingService = ReturnType<typeof createMatchmakingService>;
