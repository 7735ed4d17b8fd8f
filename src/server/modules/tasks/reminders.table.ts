import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';
import { tasks } from './tasks.table.ts';

/**
 * A task's reminders, each the rule (minutes before the due date, or a time of its own) and its
 * schedule for the task's current due date: when it goes off, and whether it has. A due date
 * that moves moves them (the `reminders_follow_due_date` trigger), whatever changed it.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    minutesBefore: integer('minutes_before'),
    remindAt: timestamp('remind_at', { withTimezone: true }),
    /** The zone of who set it, in which its mail tells the time. */
    timeZone: text('time_zone').notNull(),
    /** `reminder_fire_at(minutes_before, remind_at, due_date)`; null while there is no due date. */
    fireAt: timestamp('fire_at', { withTimezone: true }),
    /** Set once it went off, or once its time had passed when it was set: it waits no more. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The sending batch that holds it until `claimed_until`, so no other batch sends it too. */
    claimToken: uuid('claim_token'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Batches that took it: one that kept failing is given up after a few. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('reminders_task_idx').on(t.taskId),
    // The sender looks for reminders due now; they are few, the table is not.
    index('reminders_waiting_idx').on(t.fireAt).where(sql`${t.doneAt} is null`),
    check('reminders_one_kind', sql`(${t.minutesBefore} is null) <> (${t.remindAt} is null)`),
  ],
);
