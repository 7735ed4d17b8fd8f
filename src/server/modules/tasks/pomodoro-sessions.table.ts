import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SESSION_STATUSES } from '../../../shared/domain/session-status.ts';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';
import { tasks } from './tasks.table.ts';

export const sessionStatus = pgEnum('session_status', SESSION_STATUSES);

export const pomodoroSessions = pgTable(
  'pomodoro_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    sessionOrder: integer('session_order').notNull(),
    /** The step of the task's work this session is for; null until named. */
    name: text('name'),
    durationMinutes: integer('duration_minutes').notNull(),
    status: sessionStatus('status').notNull().default('pending'),
    interruptionsCount: integer('interruptions_count').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    remainingTimeSeconds: integer('remaining_time_seconds'),
    completed: boolean('completed').notNull().default(false),
    focusMinutes: integer('focus_minutes').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pomodoro_sessions_user_start_idx').on(t.userId, t.startTime),
    // Insights count finished sessions on the day they ended, a range of days at a time.
    index('pomodoro_sessions_user_completed_idx')
      .on(t.userId, t.endTime)
      .where(sql`${t.status} = 'completed'`),
    uniqueIndex('pomodoro_sessions_task_order_idx').on(t.taskId, t.sessionOrder),
    // The database itself guarantees one running session per user, across tabs, devices and servers.
    uniqueIndex('pomodoro_sessions_one_active_per_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
  ],
);
