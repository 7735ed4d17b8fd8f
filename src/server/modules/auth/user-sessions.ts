import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { session } from './auth.table.ts';

/**
 * Deletes every sign-in session of the user and returns their ids, for the caller to end each on
 * every server (its cached sign-ins and its sockets).
 */
export async function deleteEverySession(db: Database, userId: string): Promise<string[]> {
  const deleted = await db
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ id: session.id });
  return deleted.map((row) => row.id);
}
