import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { account, user } from './auth.table.ts';

export function createCredentialsRepository({ db }: { db: Database }) {
  return {
    /** The stored password hash of the account with this address, or null when it has none. */
    passwordHashOf: async (address: string): Promise<string | null> => {
      const [row] = await db
        .select({ password: account.password })
        .from(account)
        .innerJoin(user, eq(user.id, account.userId))
        .where(and(eq(sql`lower(${user.email})`, address), eq(account.providerId, 'credential')));
      return row?.password ?? null;
    },
  };
}

export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
