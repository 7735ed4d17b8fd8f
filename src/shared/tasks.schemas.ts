import { DUE_DATE_YEARS, isAllowedDueInstant, isAllowedDueYear } from './domain/due-date.ts';
import { PRIORITIES } from './domain/priority.ts';
import { MAX_LABELS_PER_TASK } from './domain/projects.ts';
import { MAX_TASK_MINUTES, MIN_TASK_MINUTES } from './domain/session-split.ts';
import { SESSION_STATUSES } from './domain/session-status.ts';
import { AI_STATUSES } from './domain/task-status.ts';
import { MAX_TASKS_RESCHEDULED } from './domain/today.ts';
import { TASK_TITLE_EMPTY, TASK_TITLE_MAX_LENGTH } from './task-title-rule.ts';
import { z } from './zod.ts';

export const TASK_DESCRIPTION_MAX_LENGTH = 10_000;
/** A session's name: one step of its task's work, such as 'Draft section 1'. */
export const SESSION_NAME_MAX_LENGTH = 80;

export const sessionNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'A session name cannot be empty.'),
    z.maxLength(
      SESSION_NAME_MAX_LENGTH,
      `A session name can be at most ${SESSION_NAME_MAX_LENGTH} characters.`,
    ),
  );

export const pomodoroSessionSchema = z.object({
  id: z.uuid(),
  taskId: z.uuid(),
  sessionOrder: z.int(),
  /** The step of the task's work this session is for; null until named. */
  name: z.nullable(z.string()),
  durationMinutes: z.int(),
  status: z.enum(SESSION_STATUSES),
  interruptionsCount: z.int(),
  startTime: z.nullable(z.iso.datetime({ offset: true })),
  endTime: z.nullable(z.iso.datetime({ offset: true })),
  remainingTimeSeconds: z.nullable(z.int()),
  completed: z.boolean(),
  focusMinutes: z.int(),
});

export type PomodoroSession = z.infer<typeof pomodoroSessionSchema>;

export const taskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.nullable(z.string()),
  dueDate: z.nullable(z.iso.datetime({ offset: true })),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  completed: z.boolean(),
  originalEstimatedDuration: z.int(),
  aiStatus: z.enum(AI_STATUSES),
  aiPredictedPriority: z.nullable(z.enum(PRIORITIES)),
  aiTaskSummary: z.nullable(z.string()),
  aiPredictedUrgency: z.nullable(z.string()),
  aiInsights: z.nullable(z.string()),
  userOverriddenPriority: z.nullable(z.enum(PRIORITIES)),
  /** Both null until the user sets them; the Eisenhower tag follows the AI until then. */
  isImportant: z.nullable(z.boolean()),
  isUrgent: z.nullable(z.boolean()),
  totalPomodorosPlanned: z.int(),
  pomodorosCompletedCount: z.int(),
  focusTimeCompletedMinutes: z.int(),
  position: z.string(),
  /** The RFC 5545 RRULE the task repeats by, as stored; null when it does not repeat. */
  repeatRule: z.nullable(z.string()),
  /** 'every!': the next occurrence counts from the day the task is completed. */
  repeatAfterCompletion: z.boolean(),
  /** The project it belongs to; null: the Inbox. */
  projectId: z.nullable(z.uuid()),
  labelIds: z.array(z.uuid()),
  sessions: z.array(pomodoroSessionSchema),
});

export type Task = z.infer<typeof taskSchema>;

const title = z
  .string({ error: TASK_TITLE_EMPTY })
  .check(
    z.trim(),
    z.minLength(1, TASK_TITLE_EMPTY),
    z.maxLength(
      TASK_TITLE_MAX_LENGTH,
      `A task title is at most ${TASK_TITLE_MAX_LENGTH} characters long.`,
    ),
  );

/** An empty text means "none": the list omits empty descriptions and due dates. */
const optionalText = z.nullable(
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          TASK_DESCRIPTION_MAX_LENGTH,
          `A description is at most ${TASK_DESCRIPTION_MAX_LENGTH} characters long.`,
        ),
      ),
    z.transform((value) => (value === '' ? null : value)),
  ),
);

const dueDate = z.iso
  .datetime({ offset: true, error: 'dueDate must be an ISO date-time' })
  .check(
    z.refine(
      (value) => isAllowedDueInstant(new Date(value)),
      `dueDate must be in the years ${DUE_DATE_YEARS.earliest} to ${DUE_DATE_YEARS.latest}`,
    ),
  );

const optionalDueDate = z.nullable(
  z.pipe(
    z.union([dueDate, z.literal('')]),
    z.transform((value) => (value === '' ? null : value)),
  ),
);

/** A repeat rule is never this long: anything longer is not one. */
export const REPEAT_RULE_MAX_LENGTH = 500;

/**
 * An RFC 5545 RRULE as the contract takes it. The server also checks that it is a rule a task
 * may have, and writes it the one way it is stored (`checkedRepeatRule` on the server): the
 * rule reader is too heavy for every page of the web, which only sends rules it read itself.
 */
export const repeatRuleText = z
  .string('repeat.rule must be an RFC 5545 RRULE such as FREQ=WEEKLY;BYDAY=MO')
  .check(
    z.maxLength(
      REPEAT_RULE_MAX_LENGTH,
      `A repeat rule is at most ${REPEAT_RULE_MAX_LENGTH} characters long.`,
    ),
  );

/**
 * How a task repeats, with its rule read by `rule`: the rule, and whether the next occurrence
 * counts from the day it is completed ('every!') rather than from its due date. Null stops it
 * repeating. The series starts at the task's due date, in the time zone the request names.
 */
export const repeatSchemaOf = (rule: z.ZodMiniType<string, string>) =>
  z.nullable(
    z.strictObject({
      rule,
      afterCompletion: z.optional(z.boolean()),
    }),
  );

const repeat = repeatSchemaOf(repeatRuleText);

/** The user's own priority, which wins over the AI's; null or '' leaves it to the AI. */
const manualPriority = z.nullable(
  z.pipe(
    z.union([z.enum(PRIORITIES), z.literal('')]),
    z.transform((value) => (value === '' ? null : value)),
  ),
);

const projectId = z.nullable(z.uuid({ error: 'projectId must be a project id (a UUID), or null' }));
const labelIds = z
  .array(z.uuid({ error: 'labelIds must be label ids (UUIDs)' }))
  .check(z.maxLength(MAX_LABELS_PER_TASK, `A task has at most ${MAX_LABELS_PER_TASK} labels.`));

/**
 * POST /api/tasks. `id`, made by the client, makes the create safe to send again: a retry of the
 * same task answers the task already stored instead of adding a second one.
 */
export const createTaskSchema = z.strictObject({
  id: z.optional(z.uuidv4({ error: 'id must be a random UUID (version 4)' })),
  title,
  description: z.optional(optionalText),
  dueDate: z.optional(optionalDueDate),
  minutes: z.optional(
    z
      .int('minutes must be a whole number of minutes')
      .check(
        z.minimum(MIN_TASK_MINUTES, `minutes must be at least ${MIN_TASK_MINUTES}`),
        z.maximum(MAX_TASK_MINUTES, `minutes must be at most ${MAX_TASK_MINUTES}`),
      ),
  ),
  isImportant: z.optional(z.boolean()),
  isUrgent: z.optional(z.boolean()),
  userOverriddenPriority: z.optional(manualPriority),
  repeat: z.optional(repeat),
  projectId: z.optional(projectId),
  labelIds: z.optional(labelIds),
});

export type CreateTask = z.input<typeof createTaskSchema>;
export type CreateTaskValues = z.output<typeof createTaskSchema>;

/** PATCH /api/tasks/:id — only the fields given change. */
export const updateTaskSchema = z.strictObject({
  title: z.optional(title),
  description: z.optional(optionalText),
  dueDate: z.optional(optionalDueDate),
  isImportant: z.optional(z.boolean()),
  isUrgent: z.optional(z.boolean()),
  userOverriddenPriority: z.optional(manualPriority),
  repeat: z.optional(repeat),
  projectId: z.optional(projectId),
  labelIds: z.optional(labelIds),
});

export type UpdateTask = z.input<typeof updateTaskSchema>;
export type UpdateTaskValues = z.output<typeof updateTaskSchema>;

/**
 * POST /api/tasks/reschedule: the tasks move to `day` (in the user's time zone), each at its own
 * time of day; the Today view reschedules every overdue task at once.
 */
export const rescheduleTasksSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: 'ids must be task ids (UUIDs)' }))
    .check(
      z.minLength(1, 'ids must name at least one task'),
      z.maxLength(
        MAX_TASKS_RESCHEDULED,
        `ids may name at most ${MAX_TASKS_RESCHEDULED} tasks at once`,
      ),
    ),
  day: z.iso
    .date({ error: 'day must be a date such as 2026-11-26' })
    .check(
      z.refine(
        (value) => isAllowedDueYear(Number(value.slice(0, 4))),
        `day must be in the years ${DUE_DATE_YEARS.earliest} to ${DUE_DATE_YEARS.latest}`,
      ),
    ),
});

export type RescheduleTasks = z.infer<typeof rescheduleTasksSchema>;

/** The answer of POST /api/tasks/reschedule: the tasks moved, as they are now. */
export const rescheduledTasksSchema = z.array(taskSchema);

/** PUT /api/tasks/:id/completion */
export const taskCompletionSchema = z.strictObject({ completed: z.boolean() });

const anchorId = z.uuid({ error: 'before and after name a task by its id (a UUID)' });

/**
 * PUT /api/tasks/:id/position: the task goes right before or right after another task of the
 * list, and only its own row changes.
 */
export const moveTaskSchema = z.union(
  [z.strictObject({ before: anchorId }), z.strictObject({ after: anchorId })],
  { error: 'give either before or after: the id of the task to place this one next to' },
);

export type MoveTask = z.infer<typeof moveTaskSchema>;

/** What a move changed, in its answer and in the live update other tabs get. */
export const movedTaskSchema = z.object({
  id: z.uuid(),
  position: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});

export type MovedTask = z.infer<typeof movedTaskSchema>;

const taskIdParam = z.uuid({ error: 'id must be a task id (a UUID)' });

export const taskIdParamsSchema = z.object({ id: taskIdParam });

/** PATCH /api/tasks/:id/sessions/:sessionId/name */
export const renameSessionSchema = z.strictObject({ name: sessionNameSchema });

export type RenameSession = z.infer<typeof renameSessionSchema>;

export const taskSessionParamsSchema = z.object({
  id: taskIdParam,
  sessionId: z.uuid({ error: 'sessionId must be a session id (a UUID)' }),
});

/** The payloads of TASK_EVENTS (realtime-events.ts). */
export const taskUpsertedEventSchema = z.object({ task: taskSchema });
export const taskDeletedEventSchema = z.object({ id: z.uuid() });

/** Query of GET /api/tasks/export.csv: the user's time zone names the file's date and due dates. */
export const exportQuerySchema = z.object({
  timeZone: z.optional(z.string().check(z.maxLength(100))),
});
