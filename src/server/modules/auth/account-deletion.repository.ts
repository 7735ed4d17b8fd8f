import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { account, session, user } from './auth.table.ts';
import { deleteEverySession } from './user-sessions.ts';

export function createAccountDeletionRepository({ db }: { db: Database }) {
  return {
    /** What a deletion checks and says: the address, name and stored password, if any. */
    findAccount: async (userId: string) => {
      const [row] = await db
        .select({ email: user.email, name: user.name, passwordHash: account.password })
        .from(user)
        .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
        .where(eq(user.id, userId));
      return row ?? null;
    },

    sessionStartedAt: async (sessionId: string): Promise<Date | null> => {
      const [row] = await db
        .select({ createdAt: session.createdAt })
        .from(session)
        .where(eq(session.id, sessionId));
      return row?.createdAt ?? null;
    },

    /** Marks the account as leaving, once: from then on it cannot sign in. */
    markRequested: async (userId: string, at: Date): Promise<void> => {
      await db
        .update(user)
        .set({ deletionRequestedAt: at })
        .where(and(eq(user.id, userId), isNull(user.deletionRequestedAt)));
    },

    /** Deletes every session of the user; the ids of those deleted. */
    deleteSessions: (userId: string): Promise<string[]> => deleteEverySession(db, userId),
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
