import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRIORITIES } from '../../../shared/domain/priority.ts';
import { AI_STATUSES } from '../../../shared/domain/task-status.ts';
import { byteOrderedText, createdAt, updatedAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';
import { projects } from './projects.table.ts';

export const aiStatus = pgEnum('ai_status', AI_STATUSES);
export const priority = pgEnum('priority', PRIORITIES);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    completed: boolean('completed').notNull().default(false),
    originalEstimatedDuration: integer('original_estimated_duration').notNull(),
    aiStatus: aiStatus('ai_status').notNull().default('idle'),
    aiPredictedPriority: priority('ai_predicted_priority'),
    aiTaskSummary: text('ai_task_summary'),
    /** The summary as My Tasks shows it (truncateSummary), cut once when the AI text is stored. */
    aiListSummary: text('ai_list_summary'),
    aiPredictedUrgency: text('ai_predicted_urgency'),
    aiInsights: text('ai_insights'),
    userOverriddenPriority: priority('user_overridden_priority'),
    // Both null until the user sets them: the Eisenhower tag follows the AI until then.
    isImportant: boolean('is_important'),
    isUrgent: boolean('is_urgent'),
    totalPomodorosPlanned: integer('total_pomodoros_planned').notNull().default(0),
    pomodorosCompletedCount: integer('pomodoros_completed_count').notNull().default(0),
    focusTimeCompletedMinutes: integer('focus_time_completed_minutes').notNull().default(0),
    /** The task's place in the list: a key between its neighbours' (see domain/task-order). */
    position: byteOrderedText('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set by a delete: the task can be restored for a while, then it is purged. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the task was last completed; null while it is not. Insights count it on this day. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The RFC 5545 RRULE the task repeats by (domain/repeat-rule); null: it does not repeat. */
    repeatRule: text('repeat_rule'),
    /** 'every!': the next occurrence counts from the day of completion, not from the due date. */
    repeatAfterCompletion: boolean('repeat_after_completion').notNull().default(false),
    /** The due date the rule's series starts at: its COUNT counts from here. */
    repeatSeriesStart: timestamp('repeat_series_start', { withTimezone: true }),
    /** The zone whose local dates and times the occurrences keep, across daylight saving. */
    repeatTimeZone: text('repeat_time_zone'),
    /** The project it belongs to; null: the Inbox. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The ids of its labels (at most MAX_LABELS_PER_TASK), read with the row and no join. */
    labelIds: uuid('label_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The occurrence whose completion made this one. */
    previousOccurrenceId: uuid('previous_occurrence_id').references((): AnyPgColumn => tasks.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('tasks_user_position_idx').on(t.userId, t.position),
    index('tasks_user_due_date_idx').on(t.userId, t.dueDate),
    // Insights read a range of days of one user's tasks by when they were added and completed.
    index('tasks_user_created_idx').on(t.userId, t.createdAt),
    index('tasks_user_completed_idx')
      .on(t.userId, t.completedAt)
      .where(sql`${t.completedAt} is not null`),
    // A project's count and deletion read its tasks.
    index('tasks_project_idx').on(t.projectId).where(sql`${t.projectId} is not null`),
    // Start-up looks for tasks still waiting for enrichment; they are few, the table is not.
    index('tasks_awaiting_enrichment_idx').on(t.createdAt).where(sql`${t.aiStatus} = 'processing'`),
    // The purge looks for deleted tasks; they are few, the table is not.
    index('tasks_deleted_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    // Setting one flag sets both (the other defaults to false): never one set and one not.
    // One next occurrence per occurrence, however many completions race to make it.
    uniqueIndex('tasks_previous_occurrence_idx')
      .on(t.previousOccurrenceId)
      .where(sql`${t.previousOccurrenceId} is not null`),
    // A repeating task always knows where its series starts, and in which zone.
    check(
      'tasks_repeat_complete',
      sql`${t.repeatRule} is null or (${t.dueDate} is not null and ${t.repeatSeriesStart} is not null and ${t.repeatTimeZone} is not null)`,
    ),
    check('tasks_flags_set_together', sql`(${t.isImportant} is null) = (${t.isUrgent} is null)`),
  ],
);
