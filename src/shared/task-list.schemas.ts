import { SESSION_STATUSES } from './domain/session-status.ts';
import { type TaskListFields, taskListFieldsWireShape } from './task-list-fields.ts';
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
