import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table.ts';

// Users waiting for a partner; a match takes two rows out atomically (FOR UPDATE SKIP LOCKED).
export const matchQueue = pgTable(
  'match_queue',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('match_queue_joined_at_idx').on(t.joinedAt)],
);
