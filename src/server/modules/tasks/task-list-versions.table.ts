import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many times each user's tasks and sessions have been written: the ETag of My Tasks. The
 * database's triggers bump it in every statement that writes either table, in the writing
 * transaction, so no write path can forget it and two writes never share a number. No foreign
 * key: the row of a user being deleted is bumped while their tasks go.
 */
export const taskListVersions = pgTable('task_list_versions', {
  userId: text('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
