import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { CallOutcome } from '../../../shared/domain/accountability.ts';
import type { Database } from '../../db/client.ts';
import { callRooms } from './call-rooms.table.ts';

export type RoomRow = typeof callRooms.$inferSelect;

const hasUser = (userId: string) => or(eq(callRooms.userA, userId), eq(callRooms.userB, userId));
const roomOf = (name: string, userId: string) => and(eq(callRooms.name, name), hasUser(userId));

export function createCallRoomsRepository({ db }: { db: Database }) {
  return {
    /** The room, only when `userId` is one of its two users. */
    findForUser: async (name: string, userId: string): Promise<RoomRow | null> => {
      const [row] = await db.select().from(callRooms).where(roomOf(name, userId));
      return row ?? null;
    },

    /** Ends the room if it is still open; null when it is not the user's or already ended. */
    end: async (name: string, userId: string, at: Date): Promise<RoomRow | null> => {
      const [row] = await db
        .update(callRooms)
        .set({ endedAt: at })
        .where(and(roomOf(name, userId), isNull(callRooms.endedAt)))
        .returning();
      return row ?? null;
    },

    /**
     * Stamps a new shared focus block in one statement, so two users pressing at once start
     * one block: only while the call is open and no block is running.
     */
    startFocus: async (
      name: string,
      userId: string,
      startsAt: Date,
      endsAt: Date,
    ): Promise<RoomRow | null> => {
      const [row] = await db
        .update(callRooms)
        .set({ focusStartedAt: startsAt, focusEndsAt: endsAt })
        .where(
          and(
            roomOf(name, userId),
            isNull(callRooms.endedAt),
            or(isNull(callRooms.focusEndsAt), lte(callRooms.focusEndsAt, startsAt)),
          ),
        )
        .returning();
      return row ?? null;
    },

    setOutcome: async (
      name: string,
      userId: string,
      outcome: CallOutcome,
    ): Promise<RoomRow | null> => {
      const [row] = await db
        .update(callRooms)
        .set({
          outcomeA: sql`case when ${callRooms.userA} = ${userId} then ${outcome} else ${callRooms.outcomeA} end`,
          outcomeB: sql`case when ${callRooms.userB} = ${userId} then ${outcome} else ${callRooms.outcomeB} end`,
        })
        .where(roomOf(name, userId))
        .returning();
      return row ?? null;
    },

    /** Whether the two users were ever matched into one room. */
    werePartners: async (userId: string, otherId: string): Promise<boolean> => {
      const [a, b] = userId < otherId ? [userId, otherId] : [otherId, userId];
      const rows = await db
        .select({ name: callRooms.name })
        .from(callRooms)
        .where(and(eq(callRooms.userA, a), eq(callRooms.userB, b)))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type CallRoomsRepository = ReturnType<typeof createCallRoomsRepository>;
