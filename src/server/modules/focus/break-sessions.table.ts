import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BREAK_KINDS } from '../../../shared/focus.schemas.ts';
import { createdAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';

export const breakKind = pgEnum('break_kind', BREAK_KINDS);

export const breakSessions = pgTable(
  'break_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: breakKind('kind').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    completed: boolean('completed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('break_sessions_user_start_idx').on(t.userId, t.startTime)],
);
