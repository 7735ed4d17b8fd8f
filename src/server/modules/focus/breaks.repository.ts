import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { breakSessions } from './break-sessions.table.ts';

export function createBreaksRepository({ db }: { db: Database }) {
  return {
    start: async (userId: string, kind: 'short' | 'long') => {
      const [row] = await db
        .insert(breakSessions)
        .values({ userId, kind, startTime: new Date() })
        .returning();
      if (!row) throw new Error('The break was not stored.');
      return row;
    },

    /** Ends a running break once; null when it is not the user's or has already ended. */
    end: async (userId: string, id: string, completed: boolean) => {
      const [row] = await db
        .update(breakSessions)
        .set({ endTime: new Date(), completed })
        .where(
          and(
            eq(breakSessions.id, id),
            eq(breakSessions.userId, userId),
            isNull(breakSessions.endTime),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type BreaksRepository = ReturnType<typeof createBreaksRepository>;
