import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema.ts';

export interface SeedUser {
  id?: string;
  email: string;
  name?: string;
  firstName?: string | null;
  lastName?: string | null;
  username?: string;
}

export interface Seed {
  users?: SeedUser[];
}

/** Inserts a typed description of the data a test needs; returns the stored rows. */
export async function seed(db: Database, data: Seed) {
  const users =
    data.users && data.users.length > 0
      ? await db
          .insert(user)
          .values(
            data.users.map((entry) => ({
              id: entry.id ?? randomUUID(),
              email: entry.email,
              name: entry.name ?? entry.email,
              username: entry.username ?? entry.email,
              firstName: entry.firstName ?? null,
              lastName: entry.lastName ?? null,
              emailVerified: true,
            })),
          )
          .returning()
      : [];
  return { users };
}
