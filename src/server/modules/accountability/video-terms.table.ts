import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table.ts';

/** The version of the video-call guidelines each user last accepted. */
export const videoTerms = pgTable('video_terms', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
});
