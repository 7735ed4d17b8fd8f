import { PRIORITIES } from './domain/priority.ts';
import { SESSION_STATUSES } from './domain/session-status.ts';
import { AI_STATUSES } from './domain/task-status.ts';
import {
  filled,
  TASK_LIST_FIELDS,
  type TaskListFieldSchemas,
  type TaskListFields,
  type TaskListFieldsWireShape,
} from './task-list-fields.ts';
import type { PomodoroSession } from './tasks.schemas.ts';
import { z } from './zod.ts';

/**
 * My Tasks' list, as compact as the page allows (a heavy user's list is fetched often): a row
 * needs its task's own fields, the first words of its AI summary and the session its
 * Start/Resume button acts on, never the description, the whole session history or the AI's long
 * texts (the edit dialog reads the task whole). The wire names are short, and a field that is
 * empty (null, false or 0) is left out; `expandListItem` gives the page the `Task` names back.
 * Which task fields a row has, and their wire names, are told once in task-list-fields.ts.
 */

const dateTime = z.iso.datetime({ offset: true });

/**
 * Each task field's value as it is sent, never the empty one that is left out: the type checker
 * asks for the schema of any field TASK_LIST_FIELDS gains.
 */
const FIELD_SCHEMAS: TaskListFieldSchemas = {
  id: z.uuid(),
  title: z.string(),
  dueDate: dateTime,
  updatedAt: dateTime,
  completed: z.boolean(),
  originalEstimatedDuration: z.int(),
  aiStatus: z.enum(AI_STATUSES),
  aiPredictedPriority: z.enum(PRIORITIES),
  aiTaskSummary: z.string(),
  aiPredictedUrgency: z.string(),
  userOverriddenPriority: z.enum(PRIORITIES),
  isImportant: z.boolean(),
  isUrgent: z.boolean(),
  totalPomodorosPlanned: z.int(),
  pomodorosCompletedCount: z.int(),
  focusTimeCompletedMinutes: z.int(),
  position: z.string(),
  repeatRule: z.string(),
  repeatAfterCompletion: z.boolean(),
  projectId: z.uuid(),
  labelIds: z.array(z.uuid()),
};

/** The row's task fields in TASK_LIST_FIELDS' order; one that may be left out is optional. */
const taskListFieldsWireShape: TaskListFieldsWireShape = (() => {
  const shape: Record<string, z.core.$ZodType> = {};
  for (const field of TASK_LIST_FIELDS) {
    const schema = FIELD_SCHEMAS[field.name];
    shape[field.wire] = 'absentMeans' in field ? z.optional(schema) : schema;
  }
  return filled<TaskListFieldsWireShape>(shape);
})();

/** A session as a row needs it: the one running, or the one Start/Resume would act on. */
export const sessionHeadWireSchema = z.object({
  id: z.uuid(),
  order: z.int(),
  status: z.enum(SESSION_STATUSES),
});

export type SessionHeadWire = z.infer<typeof sessionHeadWireSchema>;

export const taskListItemWireSchema = z.object({
  ...taskListFieldsWireShape,
  /** The running session and the next one to start or resume, in session order. */
  sessions: z.array(sessionHeadWireSchema),
});

export type TaskListItemWire = z.infer<typeof taskListItemWireSchema>;

/** GET /api/tasks: every open task and the most recently completed ones, in the list's order. */
export const taskListSchema = z.array(taskListItemWireSchema);

/** Where a page of older completed tasks starts: given by the page before it. */
export const COMPLETED_CURSOR_PATTERN =
  /^\d{1,17}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** GET /api/tasks/completed: without `before`, the page right after the list's recent ones. */
export const completedPageQuerySchema = z.object({
  before: z.optional(
    z
      .string()
      .check(
        z.regex(
          COMPLETED_CURSOR_PATTERN,
          'before must be the `next` cursor of an earlier page of completed tasks',
        ),
      ),
  ),
});

export type CompletedPageQuery = z.infer<typeof completedPageQuerySchema>;

export const completedPageSchema = z.object({
  tasks: z.array(taskListItemWireSchema),
  /** The `before` of the following page, or null after the last one. */
  next: z.nullable(z.string()),
});

/** A row's session in memory. */
export type SessionHead = Pick<PomodoroSession, 'id' | 'sessionOrder' | 'status'>;

/**
 * A row's task in memory (the list's order stands for when it was created): a whole `Task` fits
 * too (a response or a live update brings one), so
 * everything that shows a row takes this type.
 */
export type TaskListItem = TaskListFields & { sessions: SessionHead[] };
