import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';
import { callRooms } from './call-rooms.table.ts';

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
  },
  (t) => [index('call_reports_reported_idx').on(t.reportedId)],
);
