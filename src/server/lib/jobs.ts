import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/client.ts';

/** How often an idle worker asks the database for work queued by another server process. */
const POLL_SECONDS = 2;
/** Running jobs get this long to finish at shutdown; the rest are failed and retried later. */
const STOP_TIMEOUT_MS = 4_000;

export interface JobAttempt {
  id: string;
  /** 0 on the first run, then 1, 2, ... */
  retryCount: number;
  /** No retry follows when this attempt fails. */
  isLastAttempt: boolean;
}

export interface JobDefinition<Data extends object> {
  /** Namespaced like error codes: `<module>.<job>`. */
  name: string;
  /** Retries after the first run, each waiting twice as long as the one before. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run still going after this long is taken to have died with its server and is retried. */
  expireInSeconds: number;
  handle(data: Data, attempt: JobAttempt): Promise<void>;
}

export interface Queue<Data extends object> {
  /**
   * Queues one run under `key` (what the job is about, such as a task id); while a run under the
   * same key is still waiting, another is not queued. Resolves once the job is stored: from then
   * on it survives a restart.
   */
  send(data: Data, key: string): Promise<void>;
}

export interface JobRunner {
  /** Declares a queue and how its jobs run; every queue is declared before `start`. */
  define<Data extends object>(definition: JobDefinition<Data>): Queue<Data>;
  /** Creates the queues and, unless this server only queues, starts working on them. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobRunnerDeps {
  executeSql: ExecuteSql;
  logger: FastifyBaseLogger;
  /** False: this server stores jobs but leaves running them to the other servers. */
  work: boolean;
}

/**
 * Durable background work on the application's own database (pg-boss, through our connection, so
 * it runs on PGlite and PostgreSQL alike). Jobs are rows: a restart loses none, any server process
 * may run them, and `FOR UPDATE SKIP LOCKED` hands each job to one worker at a time.
 */
export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const { logger } = deps;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => deps.executeSql(text, values) },
    // Cron schedules are not used; without them pg-boss runs no clock-skew checks either.
    schedule: false,
    supervise: deps.work,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job runner error'));

  /** One per queue: creates it and, on a working server, starts its worker. */
  const queueStarters: (() => Promise<void>)[] = [];
  const workerIds = new Map<string, string>();
  let started: Promise<void> | undefined;

  async function run<Data extends object>(
    definition: JobDefinition<Data>,
    job: PgBoss.JobWithMetadata<Data>,
  ) {
    const attempt: JobAttempt = {
      id: job.id,
      retryCount: job.retryCount,
      isLastAttempt: job.retryCount >= job.retryLimit,
    };
    const context = { job: definition.name, jobId: job.id, attempt: job.retryCount + 1 };
    const startedAt = Date.now();
    logger.debug(context, 'job started');
    try {
      await definition.handle(job.data, attempt);
      logger.info({ ...context, ms: Date.now() - startedAt }, 'job finished');
    } catch (error) {
      const message = attempt.isLastAttempt
        ? 'job failed; no retry left'
        : 'job failed; will retry';
      logger[attempt.isLastAttempt ? 'error' : 'warn']({ ...context, err: error }, message);
      throw error;
    }
  }

  async function startQueue<Data extends object>(definition: JobDefinition<Data>) {
    const { name } = definition;
    const options: PgBoss.Queue = {
      name,
      // At most one waiting job per key.
      policy: 'short',
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
    };
    // createQueue keeps an existing queue as it was; updateQueue brings its options up to date.
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
    if (!deps.work) return;
    const workerId = await boss.work<Data>(
      name,
      { includeMetadata: true, pollingIntervalSeconds: POLL_SECONDS },
      async ([job]) => {
        if (job) await run(definition, job);
      },
    );
    workerIds.set(name, workerId);
  }

  async function startOnce() {
    await boss.start();
    for (const startQueueOf of queueStarters) await startQueueOf();
  }

  return {
    define: <Data extends object>(definition: JobDefinition<Data>): Queue<Data> => {
      if (started) throw new Error(`Job ${definition.name} was defined after the runner started.`);
      queueStarters.push(() => startQueue(definition));
      return {
        send: async (data, key) => {
          if (!started) throw new Error('The job runner has not started.');
          await started;
          const id = await boss.send(definition.name, data, { singletonKey: key });
          logger.debug(
            { job: definition.name, jobId: id, key },
            id ? 'job queued' : 'job already waiting',
          );
          // A job queued here is picked up at once here rather than at the next poll.
          const workerId = workerIds.get(definition.name);
          if (workerId) boss.notifyWorker(workerId);
        },
      };
    },

    start: () => {
      started ??= startOnce();
      return started;
    },

    stop: async () => {
      if (!started) return;
      await started.catch(() => {});
      // Our database connection belongs to the application, which closes it itself.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
    },
  };
}
