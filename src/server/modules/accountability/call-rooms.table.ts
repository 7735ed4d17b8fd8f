import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';

export const callRooms = pgTable(
  'call_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Random and unguessable: knowing a room's name must not be enough to reach its signals.
    name: text('name').notNull().unique(),
    userAId: text('user_a_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userBId: text('user_b_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('call_rooms_user_a_idx').on(t.userAId),
    index('call_rooms_user_b_idx').on(t.userBId),
    check('call_rooms_distinct_users_check', sql`${t.userAId} <> ${t.userBId}`),
  ],
);
