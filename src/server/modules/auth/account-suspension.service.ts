import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { laterSuspensionEnd } from '../../../shared/domain/moderation.ts';
import type { Database } from '../../db/client.ts';
import { accountSuspensions } from './account-suspensions.table.ts';
import { deleteEverySession } from './user-sessions.ts';

export interface AccountSuspensionDeps {
  db: Database;
  /** Ends a sign-in session on every server: its cached sign-ins and its live sockets. */
  endSession(sessionId: string): void;
  now: () => Date;
}

export interface SuspensionRow {
  userId: string;
  since: Date;
  /** Null: for good. */
  until: Date | null;
}

/**
 * Suspending an account: from that moment it cannot sign in (sign-in-standing.ts) and every
 * session it had ends, on every server, so its open pages and sockets stop at once.
 */
export function createAccountSuspensions({ db, endSession, now }: AccountSuspensionDeps) {
  const inForce = () => or(isNull(accountSuspensions.until), gt(accountSuspensions.until, now()));

  return {
    /**
     * Suspends the account until `until` (for good when null), or longer when a suspension in
     * force ends later; the end it now has.
     */
    suspend: async (userId: string, until: Date | null): Promise<Date | null> => {
      const end = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ until: accountSuspensions.until })
          .from(accountSuspensions)
          .where(and(eq(accountSuspensions.userId, userId), inForce()))
          .for('update');
        const ends = current ? laterSuspensionEnd(current.until, until) : until;
        await tx
          .insert(accountSuspensions)
          .values({ userId, until: ends, createdAt: now() })
          .onConflictDoUpdate({
            target: accountSuspensions.userId,
            set: { until: ends, createdAt: now() },
          });
        return ends;
      });
      for (const sessionId of await deleteEverySession(db, userId)) endSession(sessionId);
      return end;
    },

    /** Lifts the account's suspension; false when none was in force. */
    lift: async (userId: string): Promise<boolean> => {
      const lifted = await db
        .delete(accountSuspensions)
        .where(and(eq(accountSuspensions.userId, userId), inForce()))
        .returning({ userId: accountSuspensions.userId });
      return lifted.length > 0;
    },

    /** The suspension in force on the account, or null. */
    of: async (userId: string): Promise<SuspensionRow | null> => {
      const [row] = await db
        .select({
          userId: accountSuspensions.userId,
          since: accountSuspensions.createdAt,
          until: accountSuspensions.until,
        })
        .from(accountSuspensions)
        .where(and(eq(accountSuspensions.userId, userId), inForce()));
      return row ?? null;
    },

    /** Every suspension in force, the oldest first. */
    list: (): Promise<SuspensionRow[]> =>
      db
        .select({
          userId: accountSuspensions.userId,
          since: accountSuspensions.createdAt,
          until: accountSuspensions.until,
        })
        .from(accountSuspensions)
        .where(inForce())
        .orderBy(asc(accountSuspensions.createdAt), asc(accountSuspensions.userId)),
  };
}

export type AccountSuspensions = ReturnType<typeof createAccountSuspensions>;
