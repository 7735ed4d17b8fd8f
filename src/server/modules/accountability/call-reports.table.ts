import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REPORT_DECISIONS } from '../../../shared/domain/moderation.ts';
import { createdAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';
import { callRooms } from './call-rooms.table.ts';

export const reportDecision = pgEnum('report_decision', REPORT_DECISIONS);

/** A user's report of the partner of a call they were in, for someone to review. */
export const callReports = pgTable(
  'call_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // A deleted account's reports of others go with it; those about it stay for moderation,
    // without the account.
    reportedId: text('reported_id').references(() => user.id, { onDelete: 'set null' }),
    roomName: text('room_name').references(() => callRooms.name, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    // What an admin decided, and when; both null while the report waits.
    decision: reportDecision('decision'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('call_reports_reported_idx').on(t.reportedId),
    // The admin page's list: the reports that wait, oldest first.
    index('call_reports_open_idx').on(t.createdAt).where(sql`${t.decision} is null`),
  ],
);
