import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table.ts';

/** The latest skip of one partner by one user; pairing avoids it for a while, both ways. */
export const matchSkips = pgTable(
  'match_skips',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    skippedUserId: text('skipped_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    skippedAt: timestamp('skipped_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skippedUserId] }),
    index('match_skips_skipped_user_idx').on(t.skippedUserId),
  ],
);
