import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CALL_OUTCOMES } from '../../../shared/domain/accountability.ts';
import { createdAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';
import { tasks } from '../tasks/tasks.table.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One video call between two matched users. `user_a` is the user id that sorts first as the
 * clients compare them (by UTF-16 code units, not the database's collation): the side that makes
 * the offer. `goal_*` and `outcome_*` are each side's own.
 */
export const callRooms = pgTable(
  'call_rooms',
  {
    // Random and unguessable: knowing a room's name must not be enough to reach its signals.
    name: text('name').primaryKey(),
    userA: text('user_a')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userB: text('user_b')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    goalA: uuid('goal_a').references(() => tasks.id, { onDelete: 'set null' }),
    goalB: uuid('goal_b').references(() => tasks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    focusStartedAt: at('focus_started_at'),
    focusEndsAt: at('focus_ends_at'),
    endedAt: at('ended_at'),
    outcomeA: text('outcome_a', { enum: CALL_OUTCOMES }),
    outcomeB: text('outcome_b', { enum: CALL_OUTCOMES }),
  },
  (t) => [
    index('call_rooms_user_a_idx').on(t.userA),
    index('call_rooms_user_b_idx').on(t.userB),
    index('call_rooms_created_idx').on(t.createdAt),
    check('call_rooms_distinct_users_check', sql`${t.userA} <> ${t.userB}`),
  ],
);
