import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table.ts';

/**
 * Each user's streak in each time zone it has been asked in: the longest run of consecutive
 * local days with a completed pomodoro, and the latest run (none before the first such day).
 * A zone is tallied from the whole history when first asked for, and kept up to date from then
 * on with `focus_days`.
 */
export const focusStreaks = pgTable(
  'focus_streaks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    longest: integer('longest').notNull().default(0),
    latestRunStart: date('latest_run_start'),
    latestRunEnd: date('latest_run_end'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.timeZone] })],
);

/**
 * The focus minutes of each local day with a completed pomodoro, per user and tallied zone: the
 * sessions of tasks not deleted, counted on the day they ended. Days without one have no row.
 * Database triggers keep it, and `focus_streaks`, in step with every session completed and every
 * task deleted or restored, in the same transaction: the streak page reads a summary and the
 * heatmap's days, never the whole history.
 */
export const focusDays = pgTable(
  'focus_days',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    day: date('day').notNull(),
    focusMinutes: integer('focus_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.timeZone, t.day] })],
);
