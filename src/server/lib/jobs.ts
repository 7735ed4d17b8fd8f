import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { ExecuteSql } from '../db/client.ts';
import { jobsGivenUp } from './metrics.ts';
import { JOBS_STOP_MS } from './shutdown.ts';

const deadRunsSchema = z.array(z.object({ name: z.string(), id: z.string() }));
const jobCountsSchema = z.array(
  z.object({ queue: z.string(), state: z.string(), count: z.coerce.number() }),
);

/** How often an idle worker asks the database for work queued by another server process. */
const POLL_SECONDS = 2;

/**
 * A run holds its job for this long, and its server renews the hold every few seconds while the
 * run goes on. A server that dies stops renewing, so its runs are taken up by another server
 * within about the hold and one maintenance pass, however long a run may take.
 */
const HOLD_SECONDS = 8;
const RENEW_EVERY_MS = 2_000;
/**
 * How often the runner looks for holds that ran out, among other upkeep; one server does it for
 * all. A dead server's run then waits its queue's first retry delay: AI help's runs again within
 * 30 s.
 */
const MAINTENANCE_SECONDS = 3;
/** pg-boss's own schema, where the jobs are rows. */
const SCHEMA = 'pgboss';

/** How a job's failed runs are tried again. */
export interface JobRetry {
  /** Retries after the first run. */
  limit: number;
  /** The first retry waits about this long; each later one about twice as long as the last. */
  delaySeconds: number;
}

export interface JobAttempt {
  id: string;
  /** 0 on the first run, then 1, 2, ... */
  retryCount: number;
}

export interface JobDefinition<Data extends object> {
  /** Namespaced like error codes: `<module>.<job>`. */
  name: string;
  /** Retries after the first run, each waiting twice as long as the one before. */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * The longest a run may take: one still going after this long is taken to have failed, and is
   * retried, even though its server lives. A run whose server died is retried much sooner.
   */
  expireInSeconds: number;
  /** Jobs of this queue one server process runs at once; 1 unless said. */
  concurrency?: number;
  /** Runs so frequent that their start and finish are logged only at debug level. */
  quiet?: boolean;
  handle(data: Data, attempt: JobAttempt): Promise<void>;
  /**
   * Runs, as a job of its own, once the job has failed for good: its last try threw, or its
   * server died during it. It is the place to record that the work will not be done.
   */
  giveUp?(data: Data): Promise<void>;
}

export interface Queue<Data extends object> {
  /**
   * Queues one run under `key` (what the job is about, such as a task id): while a run under the
   * same key waits, another is not queued, and two runs under one key never overlap. Resolves
   * once the job is stored: from then on it survives a restart. `afterSeconds` delays the run.
   * A job sent before the runner has started waits for the start.
   * True when a job was queued, false when one under the key was waiting already.
   */
  send(data: Data, key: string, options?: { afterSeconds?: number }): Promise<boolean>;
}

export interface JobRunner {
  /** Declares a queue and how its jobs run; every queue is declared before `start`. */
  define<Data extends object>(definition: JobDefinition<Data>): Queue<Data>;
  /** Creates the queues; from then on jobs can be sent. */
  start(): Promise<void>;
  /** Unless this server only queues, starts working on the queues; call after `start`. */
  work(): Promise<void>;
  stop(): Promise<void>;
  /** The jobs stored now, by queue and state (for the metrics); none before the first start. */
  counts(): Promise<{ queue: string; state: string; count: number }[]>;
}

export interface JobRunnerDeps {
  executeSql: ExecuteSql;
  logger: FastifyBaseLogger;
  /** False: this server stores jobs but leaves running them to the other servers. */
  work: boolean;
  /**
   * True when no other process can use the database (the embedded one): a run that a start finds
   * going died with the process before, and is retried at once.
   */
  ownsDatabase: boolean;
}

/**
 * Durable background work on the application's own database (pg-boss, through our connection, so
 * it runs on PGlite and PostgreSQL alike). Jobs are rows: a restart loses none, any server process
 * may run them, and `FOR UPDATE SKIP LOCKED` hands each job to one worker at a time.
 */
export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const { logger } = deps;
  let stopping = false;
  let stopped = false;
  const boss = new PgBoss({
    db: {
      // pg-boss marks a run that outlived the stop done or failed when its own timeout fires,
      // without awaiting the call, on a database the server may have closed: once stopped it is
      // answered nothing, so nothing rejects with no one to catch it.
      executeSql: (text, values) => {
        if (stopped) return new Promise<never>(() => {});
        const answer = deps.executeSql(text, values);
        // A run finishing while the server stops may reach a database closed meanwhile.
        return stopping ? answer.catch(() => new Promise<never>(() => {})) : answer;
      },
    },
    // Cron schedules are not used; without them pg-boss runs no clock-skew checks either.
    schedule: false,
    supervise: deps.work,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job runner error'));

  const workerIds = new Map<string, string[]>();
  /** The hold renewals of the runs going on here, all ended by a stop. */
  const renewals = new Set<ReturnType<typeof setInterval>>();
  let started: Promise<void> | undefined;

  async function run<Data extends object>(
    definition: JobDefinition<Data>,
    job: PgBoss.JobWithMetadata<Data>,
  ) {
    const attempt: JobAttempt = { id: job.id, retryCount: job.retryCount };
    const context = { job: definition.name, jobId: job.id, attempt: job.retryCount + 1 };
    const startedAt = Date.now();
    const level = definition.quiet ? 'debug' : 'info';
    logger[level](context, 'job started');
    // Past the longest run, pg-boss's own timeout on this server ends the run: no more holds.
    const lastRenewalAt = startedAt + (definition.expireInSeconds - HOLD_SECONDS) * 1000;
    const renew = async () => {
      if (stopped || Date.now() > lastRenewalAt) return;
      await renewHold(definition.name, job.id).catch((error: unknown) => {
        logger.warn({ ...context, err: error }, 'could not renew the hold on a running job');
      });
    };
    // The job was claimed with the longest run as its hold: it is shortened before the run.
    await renew();
    // Renews the hold only while this run goes on in this process: it is no work of its own.
    const renewal = setInterval(renew, RENEW_EVERY_MS);
    renewals.add(renewal);
    try {
      await definition.handle(job.data, attempt);
      logger[level]({ ...context, ms: Date.now() - startedAt }, 'job finished');
    } catch (error) {
      const lastTry = job.retryCount >= job.retryLimit;
      const message = lastTry ? 'job failed; no retry left' : 'job failed; will retry';
      logger[lastTry ? 'error' : 'warn']({ ...context, err: error }, message);
      throw error;
    } finally {
      clearInterval(renewal);
      renewals.delete(renewal);
      // A run that outlived the stop's timeout has been marked failed by the stop, and will run
      // again. pg-boss would now mark it done or failed without awaiting the call, on a database
      // the server may have closed: it is told nothing, so nothing rejects with no one to catch.
      if (stopped) await new Promise<never>(() => {});
    }
  }

  /**
   * Holds the running job for another HOLD_SECONDS. pg-boss takes a run for dead once
   * `started_on + expire_in` has passed, so the start moves forward and `expire_in` stays: a retry
   * copies `expire_in`, and is given the whole longest run again.
   */
  async function renewHold(name: string, id: string) {
    await deps.executeSql(
      `update ${SCHEMA}.job
         set started_on = now() + make_interval(secs => $3) - expire_in
       where name = $1 and id = $2 and state = 'active'`,
      [name, id, HOLD_SECONDS],
    );
  }

  /**
   * Retries at once the runs of a process that died: each counts as a try (a job that kills its
   * server every time is given up in the end), with no wait, as the job itself did not fail.
   */
  async function retryDeadRuns() {
    const { rows } = await deps.executeSql(
      `select name, id::text as id from ${SCHEMA}.job where state = 'active'`,
    );
    const dead = deadRunsSchema.parse(rows);
    if (dead.length === 0) return;
    for (const { name, id } of dead) {
      await boss.fail(name, id, { message: 'its server stopped during the run' });
    }
    await deps.executeSql(
      `update ${SCHEMA}.job set start_after = now() where id = any($1::uuid[]) and state = 'retry'`,
      [dead.map((run) => run.id)],
    );
    logger.warn({ jobs: dead }, 'runs left by a stopped server retried');
  }

  /** Where pg-boss puts a job that failed for good, however it failed. */
  const givenUpQueue = (name: string) => `${name}.given_up`;

  async function createQueues<Data extends object>(definition: JobDefinition<Data>) {
    const { name } = definition;
    if (definition.giveUp) {
      // Created first: the queue names it as where its failed jobs go.
      await boss.createQueue(givenUpQueue(name), {
        name: givenUpQueue(name),
        retryLimit: 3,
        retryDelay: 5,
        retryBackoff: true,
      });
    }
    const options: PgBoss.Queue = {
      name,
      // Per key, at most one job waits and one runs: a job queued again while one runs (a server
      // starting up, say) waits for it rather than running beside it.
      policy: 'stately',
      ...(definition.giveUp ? { deadLetter: givenUpQueue(name) } : {}),
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      // pg-boss gives up on a handler after this long; the hold in the database is shorter and
      // renewed while the run goes on (`renewHold`).
      expireInSeconds: definition.expireInSeconds,
    };
    // createQueue keeps an existing queue as it was; updateQueue brings its options up to date.
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
  }

  async function startWorkers<Data extends object>(definition: JobDefinition<Data>) {
    const { name, giveUp } = definition;
    const ids: string[] = [];
    for (let count = 0; count < (definition.concurrency ?? 1); count += 1) {
      let workerId: string | undefined;
      workerId = await boss.work<Data>(
        name,
        { includeMetadata: true, pollingIntervalSeconds: POLL_SECONDS },
        async ([job]) => {
          if (!job) return;
          // A worker that found work looks for more at once rather than after the poll
          // interval, so a burst of jobs is worked through at the speed of the work itself.
          if (workerId) boss.notifyWorker(workerId);
          await run(definition, job);
        },
      );
      ids.push(workerId);
    }
    workerIds.set(name, ids);
    if (!giveUp) return;
    await boss.work<Data>(
      givenUpQueue(name),
      { pollingIntervalSeconds: POLL_SECONDS },
      async ([job]) => {
        if (!job) return;
        logger.warn({ job: name, jobId: job.id }, 'job given up');
        jobsGivenUp.inc({ queue: name });
        await giveUp(job.data);
      },
    );
  }

  const definitions: JobDefinition<object>[] = [];
  let working: Promise<void> | undefined;
  // The server starts its jobs once it answers: a job sent before then waits for the start.
  let markStartCalled: () => void = () => {};
  const startCalled = new Promise<void>((resolve) => {
    markStartCalled = resolve;
  });

  async function startOnce() {
    await boss.start();
    for (const definition of definitions) await createQueues(definition);
    if (deps.ownsDatabase) await retryDeadRuns();
  }

  const counts = async () => {
    if (!started) return [];
    await started;
    const { rows } = await deps.executeSql(
      `select name as queue, state::text as state, count(*)::int as count
         from ${SCHEMA}.job group by name, state`,
    );
    return jobCountsSchema.parse(rows);
  };

  return {
    counts,
    define: <Data extends object>(definition: JobDefinition<Data>): Queue<Data> => {
      if (started) throw new Error(`Job ${definition.name} was defined after the runner started.`);
      definitions.push(definition);
      return {
        send: async (data, key, options = {}) => {
          if (!started) await startCalled;
          await started;
          const id = await boss.send(definition.name, data, {
            singletonKey: key,
            ...(options.afterSeconds ? { startAfter: options.afterSeconds } : {}),
          });
          logger.debug(
            { job: definition.name, jobId: id, key },
            id ? 'job queued' : 'job already waiting',
          );
          // A job queued here is picked up at once here rather than at the next poll.
          for (const workerId of workerIds.get(definition.name) ?? []) boss.notifyWorker(workerId);
          return id !== null;
        },
      };
    },

    start: () => {
      started ??= startOnce();
      markStartCalled();
      return started;
    },

    work: () => {
      if (!started) throw new Error('The job runner has not started.');
      const ready = started;
      working ??= (async () => {
        await ready;
        if (!deps.work) return;
        for (const definition of definitions) await startWorkers(definition);
      })();
      return working;
    },

    stop: async () => {
      stopping = true;
      if (!started) return;
      await started.catch(() => {});
      // Our database connection belongs to the application, which closes it itself.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: JOBS_STOP_MS });
      stopped = true;
      for (const renewal of renewals) clearInterval(renewal);
      renewals.clear();
    },
  };
}
