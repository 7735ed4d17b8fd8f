import { z } from 'zod';
import { PRIORITIES } from './domain/priority.ts';
import { MAX_TASK_MINUTES, MIN_TASK_MINUTES } from './domain/session-split.ts';
import { SESSION_STATUSES } from './domain/session-status.ts';
import { AI_STATUSES } from './domain/task-status.ts';

export const TASK_TITLE_EMPTY = 'Task title cannot be empty.';
export const TASK_TITLE_MAX_LENGTH = 500;
export const TASK_DESCRIPTION_MAX_LENGTH = 10_000;
export const REORDER_MAX_ITEMS = 5_000;

export const pomodoroSessionSchema = z.object({
  id: z.uuid(),
  taskId: z.uuid(),
  sessionOrder: z.number().int(),
  durationMinutes: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  interruptionsCount: z.number().int(),
  startTime: z.iso.datetime({ offset: true }).nullable(),
  endTime: z.iso.datetime({ offset: true }).nullable(),
  remainingTimeSeconds: z.number().int().nullable(),
  completed: z.boolean(),
  focusMinutes: z.number().int(),
});

export type PomodoroSession = z.infer<typeof pomodoroSessionSchema>;

export const taskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  dueDate: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  completed: z.boolean(),
  originalEstimatedDuration: z.number().int(),
  aiStatus: z.enum(AI_STATUSES),
  aiPredictedPriority: z.enum(PRIORITIES).nullable(),
  aiTaskSummary: z.string().nullable(),
  aiPredictedUrgency: z.string().nullable(),
  aiInsights: z.string().nullable(),
  userOverriddenPriority: z.enum(PRIORITIES).nullable(),
  isImportant: z.boolean(),
  isUrgent: z.boolean(),
  totalPomodorosPlanned: z.number().int(),
  pomodorosCompletedCount: z.number().int(),
  focusTimeCompletedMinutes: z.number().int(),
  position: z.number().int().nullable(),
  sessions: z.array(pomodoroSessionSchema),
});

export type Task = z.infer<typeof taskSchema>;

export const taskListSchema = z.array(taskSchema);

const title = z
  .string({ error: TASK_TITLE_EMPTY })
  .trim()
  .min(1, TASK_TITLE_EMPTY)
  .max(TASK_TITLE_MAX_LENGTH, `A task title is at most ${TASK_TITLE_MAX_LENGTH} characters long.`);

/** An empty text means "none": SPEC.md 5 omits empty descriptions and due dates. */
const optionalText = z
  .string()
  .trim()
  .max(
    TASK_DESCRIPTION_MAX_LENGTH,
    `A description is at most ${TASK_DESCRIPTION_MAX_LENGTH} characters long.`,
  )
  .transform((value) => (value === '' ? null : value))
  .nullable();

const optionalDueDate = z
  .union([
    z.iso.datetime({ offset: true, error: 'dueDate must be an ISO date-time' }),
    z.literal(''),
  ])
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** POST /api/tasks */
export const createTaskSchema = z
  .object({
    title,
    description: optionalText.optional(),
    dueDate: optionalDueDate.optional(),
    minutes: z
      .number({ error: 'minutes must be a whole number of minutes' })
      .int('minutes must be a whole number of minutes')
      .min(MIN_TASK_MINUTES, `minutes must be at least ${MIN_TASK_MINUTES}`)
      .max(MAX_TASK_MINUTES, `minutes must be at most ${MAX_TASK_MINUTES}`)
      .optional(),
    isImportant: z.boolean().optional(),
    isUrgent: z.boolean().optional(),
  })
  .strict();

export type CreateTask = z.input<typeof createTaskSchema>;
export type CreateTaskValues = z.output<typeof createTaskSchema>;

/** PATCH /api/tasks/:id — only the fields given change. */
export const updateTaskSchema = z
  .object({
    title: title.optional(),
    description: optionalText.optional(),
    dueDate: optionalDueDate.optional(),
    isImportant: z.boolean().optional(),
    isUrgent: z.boolean().optional(),
    userOverriddenPriority: z
      .union([z.enum(PRIORITIES), z.literal('')])
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  })
  .strict();

export type UpdateTask = z.input<typeof updateTaskSchema>;
export type UpdateTaskValues = z.output<typeof updateTaskSchema>;

/** PUT /api/tasks/:id/completion */
export const taskCompletionSchema = z.object({ completed: z.boolean() }).strict();

/** PUT /api/tasks/order — the whole list's new positions, applied together or not at all. */
export const reorderTasksSchema = z
  .object({
    items: z
      .array(z.object({ id: z.uuid(), position: z.number().int().min(0).max(1_000_000) }).strict())
      .min(1, 'items must not be empty')
      .max(REORDER_MAX_ITEMS, `at most ${REORDER_MAX_ITEMS} tasks can be reordered at once`)
      .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
        message: 'each task may appear only once',
      }),
  })
  .strict();

export type ReorderTasks = z.infer<typeof reorderTasksSchema>;

export const taskIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a task id (a UUID)' }),
});

/** Socket.IO events sent to the user's own room after each committed change. */
export const TASK_EVENTS = {
  upserted: 'task:upserted',
  deleted: 'task:deleted',
  reordered: 'tasks:reordered',
} as const;

export const taskUpsertedEventSchema = z.object({ task: taskSchema });
export const taskDeletedEventSchema = z.object({ id: z.uuid() });
export const tasksReorderedEventSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), position: z.number().int() })),
});

/** Query of GET /api/tasks/export.csv: the user's time zone names the file's date and due dates. */
export const exportQuerySchema = z.object({ timeZone: z.string().max(100).optional() });

export const CSV_PRO_ONLY = 'Downloading tasks is a Pro feature. Please upgrade your subscription.';
export const NO_TASKS_TO_EXPORT = 'No tasks to export.';
