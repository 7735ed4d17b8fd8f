import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';

/**
 * A user's private calendar address: `/api/calendar/<id>/<secret>.ics`. The id finds the row; the
 * secret (128 random bits) is then compared in constant time. Resetting the link writes both
 * anew, so the old address stops at once. The secret is kept as it is because Settings shows the
 * address again whenever it is opened, as calendar apps' own secret addresses are.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  id: uuid('id').notNull().unique(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
