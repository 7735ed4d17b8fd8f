import { eq, sql } from 'drizzle-orm';
import type { UpdatePreferences } from '../../../shared/focus.schemas.ts';
import type { Database } from '../../db/client.ts';
import { userPreferences } from './user-preferences.table.ts';

export function createPreferencesRepository({ db }: { db: Database }) {
  // Read on every page load: built once, and planned once per connection, not per request.
  const findByUser = db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userId, sql.placeholder('userId')))
    .prepare('find_user_preferences');
  return {
    find: async (userId: string) => {
      const [row] = await findByUser.execute({ userId });
      return row ?? null;
    },

    /** One atomic upsert: the first save creates the row, later ones change only what is given. */
    save: async (userId: string, changes: UpdatePreferences) => {
      const [row] = await db
        .insert(userPreferences)
        .values({ userId, ...changes })
        .onConflictDoUpdate({
          target: userPreferences.userId,
          set: { ...changes, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('The preferences were not stored.');
      return row;
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
