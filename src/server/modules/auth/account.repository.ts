import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ProfileChanges } from '../../../shared/account.schemas.ts';
import type { Database } from '../../db/client.ts';
import { session, user } from './auth.table.ts';

const profileColumns = {
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  // Written out: the columns of a subquery would be named without their tables.
  hasPassword: sql<boolean>`exists (select 1 from "account" where "account"."user_id" = "user"."id" and "account"."provider_id" = 'credential')`,
};

export function createAccountRepository({ db }: { db: Database }) {
  return {
    /** Accounts that exist and are not being deleted. */
    countAccounts: async (): Promise<number> => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(user)
        .where(isNull(user.deletionRequestedAt));
      return row?.count ?? 0;
    },

    findProfile: async (userId: string) => {
      const [row] = await db.select(profileColumns).from(user).where(eq(user.id, userId));
      return row ?? null;
    },

    /** Throws the database's unique violation when another account has the username. */
    updateProfile: async (userId: string, changes: ProfileChanges) => {
      const [row] = await db
        .update(user)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(user.id, userId))
        .returning(profileColumns);
      return row ?? null;
    },

    listLiveSessions: (userId: string) =>
      db
        .select({
          id: session.id,
          createdAt: session.createdAt,
          updatedAt: session.updatedAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
        .orderBy(desc(session.updatedAt)),

    /** Deletes one of the user's sessions; false when it is not theirs or already gone. */
    deleteSession: async (userId: string, sessionId: string) => {
      const deleted = await db
        .delete(session)
        .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
        .returning({ id: session.id });
      return deleted.length > 0;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
