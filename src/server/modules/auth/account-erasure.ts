import { eq, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { rateLimit } from '../../lib/rate-limit.table.ts';
import { user, verification } from './auth.table.ts';
import { USER_DATA_COLUMNS } from './user-data-columns.ts';

/** The columns without a foreign key to do it, named as the database has them. */
const ERASED = USER_DATA_COLUMNS.filter((column) => column.handling === 'erased');

/** pg-boss's jobs not yet started that are about the user (their data names them). */
async function dropQueuedJobs(tx: Transaction, userId: string): Promise<void> {
  const { rows } = await tx.execute<{ present: boolean }>(
    sql`select to_regclass('pgboss.job') is not null as present`,
  );
  if (!rows[0]?.present) return;
  await tx.execute(
    sql`delete from pgboss.job where state in ('created', 'retry') and data->>'userId' = ${userId}`,
  );
}

export interface ErasedAccount {
  userId: string;
  /** The address the account had: counters and links keyed by it go too. */
  email: string;
}

/**
 * Deletes an account and everything that names it, in one transaction, so it happens in full or
 * not at all and may run again (an account already gone is a no-op): the user row, which takes
 * with it every row whose foreign key cascades (USER_DATA_COLUMNS) and unlinks the rows kept
 * without it; the columns without a key; the rate-limit counters keyed by the user's id or
 * address; the sign-in links and password resets sent to it; and its jobs still waiting to run.
 */
export function createAccountErasure({ db }: { db: Database }) {
  return {
    erase: ({ userId, email }: ErasedAccount): Promise<void> =>
      db.transaction(async (tx) => {
        const address = email.toLowerCase();
        await tx.delete(user).where(eq(user.id, userId));
        for (const { table, column } of ERASED) {
          await tx.execute(
            sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
          );
        }
        await tx
          .delete(rateLimit)
          .where(sql`split_part(${rateLimit.key}, ':', 2) in (${userId}, ${address})`);
        await tx
          .delete(verification)
          .where(
            or(
              eq(verification.value, userId),
              sql`position(${address} in lower(${verification.value})) > 0`,
            ),
          );
        await dropQueuedJobs(tx, userId);
      }),
  };
}

export type AccountErasure = ReturnType<typeof createAccountErasure>;
