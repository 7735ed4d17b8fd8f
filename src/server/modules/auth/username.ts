import { eq, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from './auth.table.ts';

/**
 * The username for a new account: its e-mail address, or the address with a number when an
 * earlier account took that username and later moved to another address.
 */
export async function availableUsername(db: Database, email: string): Promise<string> {
  const rows = await db
    .select({ username: user.username })
    .from(user)
    .where(or(eq(user.username, email), like(user.username, `${email}-%`)));
  const taken = new Set(rows.map((row) => row.username));
  if (!taken.has(email)) return email;
  let suffix = 2;
  while (taken.has(`${email}-${suffix}`)) suffix += 1;
  return `${email}-${suffix}`;
}
