import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

// The counters of lib/rate-limit.ts, shared by every server process so limits hold across a
// scaled-out deployment. The shape is better-auth's own rate-limit table.
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
