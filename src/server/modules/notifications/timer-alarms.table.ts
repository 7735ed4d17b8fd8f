import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table.ts';

/**
 * When the user's running timer (a focus session or a break) ends, so its end is pushed to their
 * devices even with every tab closed. One per user, as one timer runs at a time; a pause or a
 * finish removes it, a start or resume sets it again.
 */
export const timerAlarms = pgTable('timer_alarms', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The session or break that ends. */
  subjectId: uuid('subject_id').notNull(),
  /** 'work' or 'break' (domain/timer-end-notice). */
  kind: text('kind', { enum: ['work', 'break'] }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** The job that is pushing it: a retry of that job may push again, no other job may. */
  claimedBy: text('claimed_by'),
});
