import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table.ts';
import { tasks } from '../tasks/tasks.table.ts';

/**
 * Users waiting for a partner, one row per user however many tabs search; a match takes two rows
 * out in one transaction (FOR UPDATE SKIP LOCKED).
 */
export const matchQueue = pgTable(
  'match_queue',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    // The socket that queued: when it disconnects, the row leaves the queue.
    socketId: text('socket_id').notNull(),
    goalTaskId: uuid('goal_task_id').references(() => tasks.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('match_queue_joined_at_idx').on(t.joinedAt)],
);
