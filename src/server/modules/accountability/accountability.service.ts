import type { FastifyBaseLogger } from 'fastify';
import type { CallRoom, TermsStatus } from '../../../shared/accountability.schemas.ts';
import type { CallOutcome } from '../../../shared/domain/accountability.ts';
import {
  SHARED_FOCUS_MINUTES,
  VIDEO_TERMS_VERSION,
} from '../../../shared/domain/accountability.ts';
import { ACCOUNTABILITY_EVENTS } from '../../../shared/realtime-events.ts';
import { accountabilityErrors } from './accountability.errors.ts';
import { findTask, type PeopleAndTasks, presentRoom, sidesOf } from './call-room.presenter.ts';
import type { CallRoomsRepository, RoomRow } from './call-rooms.repository.ts';
import type { SafetyRepository } from './safety.repository.ts';
import type { VideoTermsRepository } from './video-terms.repository.ts';

export interface AccountabilityServiceDeps extends PeopleAndTasks {
  terms: VideoTermsRepository;
  rooms: CallRoomsRepository;
  safety: SafetyRepository;
  /** The tasks module's completion of a user's task. */
  completeTask(userId: string, taskId: string): Promise<unknown>;
  /** Sends an event to every socket of the user, on every server process. */
  publish(userId: string, event: string, payload: unknown): void;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** Whether an admin's suspension of the account is in force (the auth module's). */
  isSuspended(userId: string): Promise<boolean>;
}

const MINUTE_MS = 60_000;

/** The video-call guidelines, the rooms of matched users, and blocks and reports. */
export function createAccountabilityService(deps: AccountabilityServiceDeps) {
  const { rooms } = deps;

  const termsStatus = async (userId: string): Promise<TermsStatus> => {
    const acceptedVersion = await deps.terms.acceptedVersion(userId);
    return {
      accepted: acceptedVersion === VIDEO_TERMS_VERSION,
      acceptedVersion,
      currentVersion: VIDEO_TERMS_VERSION,
    };
  };

  /** Refused alike whether the room does not exist or is someone else's. */
  const refuseRoom = (userId: string, roomName: string) => {
    deps.logger.warn({ userId, roomName }, 'refused a call room to someone not in it');
    return accountabilityErrors.roomNotFound();
  };

  const roomOf = async (userId: string, roomName: string): Promise<RoomRow> => {
    const row = await rooms.findForUser(roomName, userId);
    if (!row) throw refuseRoom(userId, roomName);
    return row;
  };

  /** Tells both users of the room how it is now, each from their own side. */
  const announce = async (row: RoomRow) => {
    await Promise.all(
      [row.userA, row.userB].map(async (userId) => {
        deps.publish(userId, ACCOUNTABILITY_EVENTS.room, await presentRoom(deps, row, userId));
      }),
    );
  };

  /** Ends the room if it is open (a second end changes nothing), telling both users once. */
  const endRoom = async (userId: string, roomName: string): Promise<RoomRow> => {
    const ended = await rooms.end(roomName, userId, deps.now());
    if (ended) {
      await announce(ended);
      return ended;
    }
    return roomOf(userId, roomName);
  };

  return {
    termsStatus,

    acceptTerms: async (userId: string, version: number): Promise<TermsStatus> => {
      if (version !== VIDEO_TERMS_VERSION) throw accountabilityErrors.termsVersion();
      await deps.terms.accept(userId, version, deps.now());
      return termsStatus(userId);
    },

    assertTermsAccepted: async (userId: string) => {
      if (!(await termsStatus(userId)).accepted) throw accountabilityErrors.termsRequired();
    },

    /** Refuses a search while reports keep the user out of matchmaking, or while suspended. */
    assertMayMatch: async (userId: string) => {
      if ((await deps.safety.isHeld(userId)) || (await deps.isSuspended(userId))) {
        throw accountabilityErrors.underReview();
      }
    },

    /** The user's room, open: the one a signal may be sent in. */
    openRoom: async (userId: string, roomName: string): Promise<RoomRow> => {
      const row = await roomOf(userId, roomName);
      if (row.endedAt !== null) throw accountabilityErrors.roomClosed();
      return row;
    },

    room: async (userId: string, roomName: string): Promise<CallRoom> =>
      presentRoom(deps, await roomOf(userId, roomName), userId),

    end: async (userId: string, roomName: string): Promise<CallRoom> =>
      presentRoom(deps, await endRoom(userId, roomName), userId),

    endRoom,

    /** Starts one shared Pomodoro for both, counted down from one end the server stamps. */
    startFocus: async (userId: string, roomName: string): Promise<CallRoom> => {
      const startsAt = deps.now();
      const endsAt = new Date(startsAt.getTime() + SHARED_FOCUS_MINUTES * MINUTE_MS);
      const started = await rooms.startFocus(roomName, userId, startsAt, endsAt);
      if (!started) {
        const row = await roomOf(userId, roomName);
        throw row.endedAt === null
          ? accountabilityErrors.focusRunning()
          : accountabilityErrors.roomClosed();
      }
      await announce(started);
      return presentRoom(deps, started, userId);
    },

    /** How the user's goal went; 'done' completes the goal task as the task list would. */
    recordOutcome: async (
      userId: string,
      roomName: string,
      outcome: CallOutcome,
    ): Promise<CallRoom> => {
      const row = await rooms.setOutcome(roomName, userId, outcome);
      if (!row) throw refuseRoom(userId, roomName);
      const { myGoal } = sidesOf(row, userId);
      if (outcome === 'done' && myGoal !== null) {
        const task = await findTask(deps, userId, myGoal);
        if (task && !task.completed) await deps.completeTask(userId, myGoal);
      }
      return presentRoom(deps, row, userId);
    },

    /** Keeps the two apart in matchmaking for good; only someone one has shared a call with. */
    block: async (userId: string, blockedUserId: string) => {
      if (blockedUserId === userId || !(await rooms.werePartners(userId, blockedUserId))) {
        throw accountabilityErrors.notPartners();
      }
      await deps.safety.block(userId, blockedUserId, deps.now());
    },

    report: async (userId: string, roomName: string, reason: string) => {
      const row = await roomOf(userId, roomName);
      const { partnerId } = sidesOf(row, userId);
      const held = await deps.safety.report({
        reporterId: userId,
        reportedId: partnerId,
        roomName,
        reason,
        at: deps.now(),
      });
      if (held) {
        // Their tabs stop searching and say why, rather than wait for a match that cannot come.
        const { code, message } = accountabilityErrors.underReview();
        deps.publish(partnerId, ACCOUNTABILITY_EVENTS.searchEnded, { code, message });
      }
    },
  };
}

export type AccountabilityService = ReturnType<typeof createAccountabilityService>;
