import type { FastifyBaseLogger } from 'fastify';
import type { AiEngine } from '../ai/ai.engine.ts';
import type { TasksRepository, TaskWithSessions } from './tasks.repository.ts';

/** SPEC.md 4: enrichment starts 100 ms after the task is created. */
export const ENRICHMENT_DELAY_MS = 100;

export interface TaskEnrichmentDeps {
  repository: TasksRepository;
  engine: AiEngine;
  logger: FastifyBaseLogger;
  /** Announces the enriched (or failed) task to the user's clients. */
  onEnriched(userId: string, task: TaskWithSessions): void;
  delayMs?: number;
}

/**
 * Runs AI enrichment after the create response has gone out. A failure marks the task 'failed'
 * and is logged; it never reaches the user as an error.
 */
export function createTaskEnrichment(deps: TaskEnrichmentDeps) {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  async function enrich(userId: string, task: TaskWithSessions) {
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
      const enriched = await deps.repository.applyEnrichment(userId, task.id, result);
      if (enriched) deps.onEnriched(userId, enriched);
    } catch (error) {
      deps.logger.warn({ err: error, taskId: task.id }, 'AI enrichment failed');
      const failed = await deps.repository.markEnrichmentFailed(userId, task.id).catch(() => null);
      if (failed) deps.onEnriched(userId, failed);
    }
  }

  return {
    schedule(userId: string, task: TaskWithSessions) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        const run = enrich(userId, task).finally(() => running.delete(run));
        running.add(run);
      }, deps.delayMs ?? ENRICHMENT_DELAY_MS);
      timers.add(timer);
    },

    /** Waits for enrichments under way and drops the ones not started (shutdown). */
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

export type TaskEnrichment = ReturnType<typeof createTaskEnrichment>;
