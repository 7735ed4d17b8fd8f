import type { FastifyBaseLogger } from 'fastify';
import type { JobRetry, JobRunner } from '../../lib/jobs.ts';
import type { AiService, EnrichmentInput } from '../ai/ai.service.ts';
import type { PlaceNames } from './projects.repository.ts';
import type {
  EnrichedSubject,
  TaskChanges,
  TaskRow,
  TasksRepository,
  TaskWithSessions,
  WrittenTask,
} from './tasks.repository.ts';

export interface EnrichTaskJob {
  userId: string;
  taskId: string;
  /** The user's zone when the task was saved; a task queued again at a start has none. */
  timeZone?: string;
}

/**
 * An edit waits this long before the AI reads the task: edits made in a row are read once, as
 * a waiting run reads the task as it is when it starts.
 */
export const EDIT_ENRICHMENT_DELAY_SECONDS = 1;

export type EnrichmentRetry = JobRetry;

/** Tasks enriched at once by the built-in rules, which answer at once. */
const ENRICHMENT_CONCURRENCY = 2;

/** A model that is down for a minute or two does not leave tasks unenriched. */
export const ENRICHMENT_RETRY: EnrichmentRetry = { limit: 3, delaySeconds: 5 };

const instant = (date: Date | null | undefined) => date?.getTime() ?? null;

/**
 * Whether an edit changes what the AI texts are about: the title, the description or the due
 * date (a task's minutes are set once, when it is created). Flags and the user's own priority
 * are the user's judgement, not the task's subject.
 */
export function changesEnrichedSubject(current: EnrichedSubject, changes: TaskChanges): boolean {
  return (
    (changes.title !== undefined && changes.title !== current.title) ||
    (changes.description !== undefined && changes.description !== current.description) ||
    (changes.dueDate !== undefined && instant(changes.dueDate) !== instant(current.dueDate))
  );
}

/** A task whose AI texts are about to be written again: the old ones described another task. */
export const AWAITING_ENRICHMENT = {
  aiStatus: 'processing',
  aiPredictedPriority: null,
  aiTaskSummary: null,
  aiPredictedUrgency: null,
  aiInsights: null,
} as const satisfies TaskChanges;

/**
 * What the AI is told of a task: its own fields, its project's and labels' names, and the user's
 * zone, nothing else.
 */
export const enrichmentInputOf = (
  task: TaskWithSessions,
  timeZone: string,
  names: PlaceNames,
): EnrichmentInput => ({
  timeZone,
  title: task.title,
  description: task.description,
  dueDate: task.dueDate,
  minutes: task.originalEstimatedDuration,
  sessionCount: task.sessions.length,
  isImportant: task.isImportant ?? false,
  isUrgent: task.isUrgent ?? false,
  project: (task.projectId && names.projects.get(task.projectId)) || null,
  labels: task.labelIds.flatMap((id) => names.labels.get(id) ?? []),
});

const subjectOf = (task: TaskRow): EnrichedSubject => ({
  title: task.title,
  description: task.description,
  dueDate: task.dueDate,
  originalEstimatedDuration: task.originalEstimatedDuration,
});

export interface TaskEnrichmentDeps {
  repository: TasksRepository;
  ai: AiService;
  jobs: JobRunner;
  /** The names of the user's projects and labels, which the AI is told. */
  placeNamesOf(userId: string): Promise<PlaceNames>;
  /** Announces the enriched (or failed) task to the user's clients. */
  onEnriched(userId: string, task: WrittenTask): void;
  logger: FastifyBaseLogger;
  retry?: EnrichmentRetry;
  /** Tasks one server enriches at once: as many as the AI takes requests at once. */
  concurrency?: number;
}

/**
 * AI enrichment as a durable job: queued when a task is created, and again when an edit changes
 * what its texts are about, run by whichever server picks it up, retried with backoff while the
 * engine fails. Once the last try fails, or the server running it dies, the job is given up and
 * the task marked 'failed'; the user never sees an error for it.
 */
export function createTaskEnrichment(deps: TaskEnrichmentDeps) {
  const { repository } = deps;
  const retry = deps.retry ?? ENRICHMENT_RETRY;

  const queue = deps.jobs.define<EnrichTaskJob>({
    name: 'tasks.enrich',
    retryLimit: retry.limit,
    retryDelaySeconds: retry.delaySeconds,
    expireInSeconds: 120,
    concurrency: deps.concurrency ?? ENRICHMENT_CONCURRENCY,
    handle: async ({ userId, taskId, timeZone = 'UTC' }) => {
      const task = await repository.findOne(userId, taskId);
      // Deleted meanwhile, or already enriched by an earlier run that died before it finished.
      if (task?.aiStatus !== 'processing') return;
      const input = enrichmentInputOf(task, timeZone, await deps.placeNamesOf(userId));
      const { texts, status } = await deps.ai.enrichTask(taskId, input);
      // An edit made while the engine worked leaves these texts unused: its own run follows.
      const enriched = await repository.applyEnrichment(
        userId,
        taskId,
        subjectOf(task),
        texts,
        status,
      );
      if (enriched) deps.onEnriched(userId, enriched);
    },
    // Every try failed, or the server running the last one died: the task says so.
    giveUp: async ({ userId, taskId }) => {
      const failed = await repository.markEnrichmentFailed(userId, taskId);
      if (failed) deps.onEnriched(userId, failed);
    },
  });

  const enqueue = (job: EnrichTaskJob, afterSeconds?: number) =>
    queue.send(job, job.taskId, { afterSeconds });

  return {
    /**
     * Queues the task's enrichment after the task is stored (or changed, or restored while it
     * waited). The task is the user's already, so
     * a failure to queue is logged rather than failing the request: the task waits, marked
     * 'processing', and the next start of a server queues it again.
     */
    enqueue: async (job: EnrichTaskJob, { afterEdit = false } = {}) => {
      try {
        await enqueue(job, afterEdit ? EDIT_ENRICHMENT_DELAY_SECONDS : undefined);
      } catch (error) {
        deps.logger.error(
          { err: error, taskId: job.taskId },
          'could not queue the enrichment of a task',
        );
      }
    },

    /**
     * Queues again every task left waiting for enrichment without a job, such as one whose job
     * could not be queued; a task whose job is still waiting is not queued twice. Returns how
     * many were queued.
     */
    requeueWaiting: async () => {
      let queued = 0;
      for (const task of await repository.listAwaitingEnrichment()) {
        if (await enqueue({ userId: task.userId, taskId: task.id })) queued += 1;
      }
      return queued;
    },
  };
}

export type TaskEnrichment = ReturnType<typeof createTaskEnrichment>;
