import { sql } from 'drizzle-orm';
import { check, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { AI_SUMMARY_TYPES } from '../../../shared/insights.schemas.ts';
import { user } from '../auth/auth.table.ts';

/**
 * The AI engine's latest daily tip and weekly reflection of each user, with the local day and a
 * hash of the figures each was written from: the same day's same figures are answered from here;
 * another day, or changed figures, are written again and replace it, so the table holds two
 * rows per user at most.
 */
export const aiSummaries = pgTable(
  'ai_summaries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type', { enum: AI_SUMMARY_TYPES }).notNull(),
    localDate: date('local_date').notNull(),
    figuresHash: text('figures_hash').notNull(),
    summary: text('summary').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('ai_summaries_type', sql`${t.type} in ('daily', 'weekly')`),
  ],
);
