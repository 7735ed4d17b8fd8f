import type { FastifyBaseLogger } from 'fastify';
import { csvFilename, tasksToCsv } from '../../../shared/domain/csv.ts';
import { isValidTimeZone } from '../../../shared/domain/local-date.ts';
import { DEFAULT_TASK_MINUTES, splitIntoSessions } from '../../../shared/domain/session-split.ts';
import {
  type CreateTaskValues,
  CSV_PRO_ONLY,
  type ReorderTasks,
  TASK_EVENTS,
  type Task,
  type UpdateTaskValues,
} from '../../../shared/tasks.schemas.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import type { AiEngine } from '../ai/ai.service.ts';
import { presentTask } from './task.presenter.ts';
import { createTaskEnrichment, type EnrichmentRetry } from './task-enrichment.ts';
import { tasksErrors } from './tasks.errors.ts';
import type { TasksRepository, TaskWithSessions } from './tasks.repository.ts';

export interface TasksServiceDeps {
  repository: TasksRepository;
  engine: AiEngine;
  jobs: JobRunner;
  logger: FastifyBaseLogger;
  enrichmentRetry?: EnrichmentRetry;
  /** Billing's Pro guard: throws `billing.pro_required` with `message` for a user without Pro. */
  assertPro(userId: string, message: string): Promise<void>;
  /** The user's Pomodoro length in minutes (their timer preference). */
  sessionLengthOf(userId: string): Promise<number>;
  usernameOf(userId: string): Promise<string | null>;
  /** Sends an event to the user's own sockets, after the change is committed. */
  publish(userId: string, event: string, payload: unknown): void;
  now?: () => Date;
}

export function createTasksService(deps: TasksServiceDeps) {
  const { repository } = deps;
  const announce = (userId: string, row: TaskWithSessions): Task => {
    const task = presentTask(row);
    deps.publish(userId, TASK_EVENTS.upserted, { task });
    return task;
  };
  const enrichment = createTaskEnrichment({
    repository,
    engine: deps.engine,
    jobs: deps.jobs,
    logger: deps.logger,
    onEnriched: announce,
    retry: deps.enrichmentRetry,
  });

  return {
    list: async (userId: string) => (await repository.list(userId)).map(presentTask),

    get: async (userId: string, id: string) => {
      const row = await repository.findOne(userId, id);
      if (!row) throw tasksErrors.notFound();
      return presentTask(row);
    },

    create: async (userId: string, values: CreateTaskValues) => {
      const minutes = values.minutes ?? DEFAULT_TASK_MINUTES;
      const sessionLength = await deps.sessionLengthOf(userId);
      const row = await repository.create(
        userId,
        { ...values, minutes },
        splitIntoSessions(minutes, sessionLength),
      );
      await enrichment.enqueue(userId, row.id);
      return announce(userId, row);
    },

    update: async (userId: string, id: string, values: UpdateTaskValues) => {
      const row = await repository.update(userId, id, values);
      if (!row) throw tasksErrors.notFound();
      return announce(userId, row);
    },

    setCompleted: async (userId: string, id: string, completed: boolean) => {
      const row = await repository.setCompleted(userId, id, completed);
      if (!row) throw tasksErrors.notFound();
      return announce(userId, row);
    },

    remove: async (userId: string, id: string) => {
      if (!(await repository.remove(userId, id))) throw tasksErrors.notFound();
      deps.publish(userId, TASK_EVENTS.deleted, { id });
    },

    reorder: async (userId: string, { items }: ReorderTasks) => {
      // A list naming any task that is not the user's is refused whole, like an unknown id.
      if (!(await repository.reorder(userId, items))) throw tasksErrors.notFound();
      deps.publish(userId, TASK_EVENTS.reordered, { items });
    },

    exportCsv: async (userId: string, timeZone = 'UTC') => {
      if (!isValidTimeZone(timeZone)) throw tasksErrors.invalidTimeZone();
      await deps.assertPro(userId, CSV_PRO_ONLY);
      const rows = await repository.list(userId);
      if (rows.length === 0) throw tasksErrors.nothingToExport();
      const csv = tasksToCsv(
        rows.map((row) => ({
          title: row.title,
          description: row.description,
          dueDate: row.dueDate,
          completed: row.completed,
          sessionCount: row.sessions.length,
        })),
        timeZone,
      );
      const now = deps.now?.() ?? new Date();
      return { filename: csvFilename(await deps.usernameOf(userId), now, timeZone), csv };
    },

    requeueWaitingEnrichments: enrichment.requeueWaiting,
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
