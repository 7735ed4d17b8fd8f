import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PROJECT_COLORS, PROJECT_DELETE_MODES } from '../../../shared/domain/projects.ts';
import { byteOrderedText, createdAt, updatedAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';

const listed = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A user's projects, in the side bar's order. A deleted one stays for the restore window, with
 * the tasks it moved to the Inbox or deleted, so Undo can put them back.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color', { enum: PROJECT_COLORS }).notNull(),
    /** Its place in the side bar: a key between its neighbours' (domain/task-order). */
    position: byteOrderedText('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** What its deletion did with its tasks: moved them to the Inbox, or deleted them. */
    deletedMode: text('deleted_mode', { enum: PROJECT_DELETE_MODES }),
    /** The tasks its deletion moved or deleted, which Undo puts back. */
    deletedTaskIds: uuid('deleted_task_ids').array(),
  },
  (t) => [
    index('projects_user_position_idx').on(t.userId, t.position),
    // A name is one project's at a time, whatever its case: quick add's '#work' finds one.
    uniqueIndex('projects_user_name_idx')
      .on(t.userId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    check('projects_color', sql`${t.color} in (${listed(PROJECT_COLORS)})`),
  ],
);

/** A user's labels; a task carries the ids of its labels (`tasks.label_ids`). */
export const labels = pgTable(
  'labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color', { enum: PROJECT_COLORS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('labels_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    check('labels_color', sql`${t.color} in (${listed(PROJECT_COLORS)})`),
  ],
);
