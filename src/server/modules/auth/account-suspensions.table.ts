import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { user } from './auth.table.ts';

/** Accounts an admin suspended: none of them signs in until `until` (never, when null). */
export const accountSuspensions = pgTable('account_suspensions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }),
  createdAt: createdAt(),
});
