import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MODERATION_ACTIONS } from '../../../shared/domain/moderation.ts';
import { createdAt } from '../../db/columns.ts';
import { callReports } from '../accountability/call-reports.table.ts';
import { user } from '../auth/auth.table.ts';

export const moderationAction = pgEnum('moderation_action', MODERATION_ACTIONS);

/**
 * The audit log: every action an admin took, with their note. It outlives the accounts it names:
 * the admin's address is copied, and a deleted subject leaves the entry without one.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: moderationAction('action').notNull(),
    subjectId: text('subject_id').references(() => user.id, { onDelete: 'set null' }),
    reportId: uuid('report_id').references(() => callReports.id, { onDelete: 'set null' }),
    until: timestamp('until', { withTimezone: true }),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_actions_created_idx').on(t.createdAt)],
);
