import type { JobRunner } from '../../lib/jobs.ts';
import type { AiEngine } from '../ai/ai.service.ts';
import type { TasksRepository, TaskWithSessions } from './tasks.repository.ts';

export interface EnrichTaskJob {
  userId: string;
  taskId: string;
}

export interface EnrichmentRetry {
  /** Retries after the first run. */
  limit: number;
  /** The first retry waits about this long; each later one about twice as long as the last. */
  delaySeconds: number;
}

/** A model that is down for a minute or two does not leave tasks unenriched. */
export const ENRICHMENT_RETRY: EnrichmentRetry = { limit: 3, delaySeconds: 5 };

export interface TaskEnrichmentDeps {
  repository: TasksRepository;
  engine: AiEngine;
  jobs: JobRunner;
  /** Announces the enriched (or failed) task to the user's clients. */
  onEnriched(userId: string, task: TaskWithSessions): void;
  retry?: EnrichmentRetry;
}

/**
 * AI enrichment as a durable job: queued when a task is created, run by whichever server picks it
 * up, retried with backoff while the engine fails. Only when the last retry fails is the task
 * marked 'failed'; the user never sees an error for it.
 */
export function createTaskEnrichment(deps: TaskEnrichmentDeps) {
  const { repository } = deps;
  const retry = deps.retry ?? ENRICHMENT_RETRY;

  const queue = deps.jobs.define<EnrichTaskJob>({
    name: 'tasks.enrich',
    retryLimit: retry.limit,
    retryDelaySeconds: retry.delaySeconds,
    expireInSeconds: 120,
    handle: async ({ userId, taskId }, attempt) => {
      const task = await repository.findOne(userId, taskId);
      // Deleted meanwhile, or already enriched by an earlier run that died before it finished.
      if (task?.aiStatus !== 'processing') return;
      try {
        const result = await deps.engine.enrich({
          title: task.title,
          description: task.description,
          dueDate: task.dueDate,
          minutes: task.originalEstimatedDuration,
          sessionCount: task.sessions.length,
          isImportant: task.isImportant,
          isUrgent: task.isUrgent,
        });
        const enriched = await repository.applyEnrichment(userId, taskId, result);
        if (enriched) deps.onEnriched(userId, enriched);
      } catch (error) {
        if (attempt.isLastAttempt) {
          const failed = await repository.markEnrichmentFailed(userId, taskId);
          if (failed) deps.onEnriched(userId, failed);
        }
        throw error;
      }
    },
  });

  const enqueue = (userId: string, taskId: string) => queue.send({ userId, taskId }, taskId);

  return {
    enqueue,

    /**
     * Queues again every task left waiting for enrichment, such as one whose job was lost before
     * jobs were durable; a task whose job is still waiting is not queued twice.
     */
    requeueWaiting: async () => {
      const waiting = await repository.listAwaitingEnrichment();
      for (const task of waiting) await enqueue(task.userId, task.id);
      return waiting.length;
    },
  };
}

export type TaskEnrichment = ReturnType<typeof createTaskEnrichment>;
