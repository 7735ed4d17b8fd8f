import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { testDatabases } from '../test/databases.ts';
import { createJobRunner, type JobAttempt, type JobDefinition, type JobRunner } from './jobs.ts';
import { JOBS_STOP_MS } from './shutdown.ts';

interface Note {
  text: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string, withinMs = 15_000) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (check()) return;
    await sleep(50);
  }
  throw new Error(`Gave up waiting until ${what}`);
}

/** Starts a runner as a server does: its queues, then its workers. */
async function started(runner: JobRunner) {
  await runner.start();
  await runner.work();
}

// The job runners spend their time waiting for polls, retry delays and runs: the two databases'
// tests run side by side, and one database's one after another, since some look at every job in it.
describe.concurrent.each(testDatabases())('the job runner on $name', (database) => {
  describe.sequential('with one test at a time', () => {
    let handle: DatabaseHandle;
    const runners: JobRunner[] = [];

    beforeAll(async () => {
      handle = await database.open();
    });
    afterEach(async () => {
      await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    });
    afterAll(async () => {
      await handle.close();
    });

    /** One server's runner on the shared database, with one queue. */
    function server(
      name: string,
      handleJob: JobDefinition<Note>['handle'],
      options: {
        work?: boolean;
        ownsDatabase?: boolean;
        retryLimit?: number;
        giveUp?: JobDefinition<Note>['giveUp'];
      } = {},
    ) {
      const runner = createJobRunner({
        executeSql: handle.executeSql,
        logger: pino({ level: 'silent' }),
        work: options.work ?? true,
        ownsDatabase: options.ownsDatabase ?? false,
      });
      runners.push(runner);
      const queue = runner.define<Note>({
        name,
        retryLimit: options.retryLimit ?? 2,
        retryDelaySeconds: 1,
        expireInSeconds: 60,
        handle: handleJob,
        ...(options.giveUp ? { giveUp: options.giveUp } : {}),
      });
      return { runner, queue };
    }

    it('keeps a job sent before the runner starts, and runs it once the runner has started', async () => {
      const done: string[] = [];
      const { runner, queue } = server('test.early', async (note) => {
        done.push(note.text);
      });
      const sent = queue.send({ text: 'early' }, 'early');
      await started(runner);
      expect(await sent).toBe(true);
      await until(() => done.length === 1, 'the early job ran');
      expect(done).toEqual(['early']);
    });

    it('tries a failing job again, then stops failing it once it succeeds', async () => {
      const attempts: JobAttempt[] = [];
      const { runner, queue } = server('test.flaky', async (_note, attempt) => {
        attempts.push(attempt);
        if (attempts.length < 3) throw new Error('not yet');
      });
      await started(runner);
      await queue.send({ text: 'hello' }, 'k1');
      await until(() => attempts.length === 3, 'the third try');
      await sleep(2_500);
      expect(attempts.map((attempt) => attempt.retryCount)).toEqual([0, 1, 2]);
    });

    it('gives a retry the whole longest run, however short the try before it', async () => {
      const attempts: number[] = [];
      const finished: number[] = [];
      const { runner, queue } = server('test.slow_retry', async (_note, attempt) => {
        attempts.push(attempt.retryCount);
        if (attempt.retryCount === 0) throw new Error('fails at once');
        // Longer than the hold a run takes and renews: cut off were the hold its whole time.
        await sleep(12_000);
        finished.push(attempt.retryCount);
      });
      await started(runner);
      await queue.send({ text: 'slow' }, 'k1');
      await until(() => finished.length === 1, 'the retry finished', 40_000);
      await sleep(2_500);
      expect(attempts).toEqual([0, 1]);
      expect(finished).toEqual([1]);
    });

    it('gives up after the last retry, and says so once', async () => {
      const attempts: number[] = [];
      const givenUp: string[] = [];
      const { runner, queue } = server(
        'test.broken',
        async (_note, attempt) => {
          attempts.push(attempt.retryCount);
          throw new Error('always');
        },
        {
          retryLimit: 1,
          giveUp: async (note) => {
            givenUp.push(note.text);
          },
        },
      );
      await started(runner);
      await queue.send({ text: 'doomed' }, 'k1');
      await until(() => givenUp.length === 1, 'the job was given up');
      await sleep(2_500);
      expect(attempts).toEqual([0, 1]);
      expect(givenUp).toEqual(['doomed']);
    });

    it('never runs two jobs of one key side by side, even when one is queued while another runs', async () => {
      let running = 0;
      let mostAtOnce = 0;
      const seen: string[] = [];
      const work = async (note: Note) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(1_500);
        seen.push(note.text);
        running -= 1;
      };
      // Two servers, so a second job could be taken by the one that is idle.
      const { runner, queue } = server('test.overlap', work);
      const other = server('test.overlap', work);
      await started(runner);
      await started(other.runner);
      await queue.send({ text: 'first' }, 'task-9');
      await until(() => running === 1, 'the first job runs');
      // As a server starting up would, while the first still runs.
      await queue.send({ text: 'again' }, 'task-9');
      await until(() => seen.length === 2, 'both ran');
      expect(seen).toEqual(['first', 'again']);
      expect(mostAtOnce).toBe(1);
    });

    it('runs each job once, on one server at a time, and queues a waiting key once', async () => {
      const seen: string[] = [];
      const work = async (note: Note) => {
        await sleep(300);
        seen.push(note.text);
      };
      const queuer = server('test.once', work, { work: false });
      await started(queuer.runner);
      await queuer.queue.send({ text: 'same key' }, 'task-1');
      await queuer.queue.send({ text: 'same key again' }, 'task-1');
      await queuer.queue.send({ text: 'other key' }, 'task-2');
      const first = server('test.once', work);
      const second = server('test.once', work);
      await Promise.all([started(first.runner), started(second.runner)]);
      await until(() => seen.length === 2, 'both keys ran');
      await sleep(2_500);
      // Two servers compete for every job, and each still runs exactly once.
      expect(seen.sort()).toEqual(['other key', 'same key']);
    });

    it('keeps a queued job across a restart, and runs it on the next start', async () => {
      const seen: string[] = [];
      const before = server(
        'test.durable',
        async (note) => {
          seen.push(`before: ${note.text}`);
        },
        { work: false },
      );
      await started(before.runner);
      await before.queue.send({ text: 'survive' }, 'k1');
      await before.runner.stop();

      const after = server('test.durable', async (note) => {
        seen.push(`after: ${note.text}`);
      });
      await started(after.runner);
      await until(() => seen.length === 1, 'the queued job ran');
      expect(seen).toEqual(['after: survive']);
    });

    /**
     * A server whose run of a job on `name` hangs, and which can then be killed: from then on it
     * reaches the database no more, as a process that died, and its run never ends.
     */
    async function killedDuringTheRun(name: string, key: string) {
      let alive = true;
      const runner = createJobRunner({
        executeSql: (text, values) =>
          alive ? handle.executeSql(text, values) : new Promise(() => {}),
        logger: pino({ level: 'silent' }),
        work: true,
        ownsDatabase: false,
      });
      let running = false;
      const queue = runner.define<Note>({
        name,
        retryLimit: 2,
        retryDelaySeconds: 1,
        expireInSeconds: 60,
        handle: async () => {
          running = true;
          await new Promise(() => {});
        },
      });
      await started(runner);
      await queue.send({ text: 'interrupted' }, key);
      await until(() => running, 'the run started');
      alive = false;
    }

    it("runs again within 30 s the job of a server killed during its run, never a live server's", {
      timeout: 90_000,
    }, async () => {
      await killedDuringTheRun('test.left', 'k-dead');
      const seen: string[] = [];
      // A live server runs a job for longer than a dead server's run takes to be noticed.
      let longRuns = 0;
      let longDone = false;
      const live = server('test.long', async () => {
        longRuns += 1;
        await sleep(25_000);
        longDone = true;
      });
      const taker = server('test.left', async (note) => {
        seen.push(note.text);
      });
      await Promise.all([started(live.runner), started(taker.runner)]);
      await live.queue.send({ text: 'long' }, 'k-long');
      await until(() => seen.length === 1, 'the dead run was taken up again', 30_000);
      expect(seen).toEqual(['interrupted']);
      await until(() => longDone, 'the long run finished', 30_000);
      expect(longRuns).toBe(1);
    });

    it.runIf(database.name === 'pglite')(
      'runs again at start, at once, the job of the process killed during its run',
      async () => {
        await killedDuringTheRun('test.restart', 'k1');
        const seen: string[] = [];
        const after = server(
          'test.restart',
          async (note) => {
            seen.push(note.text);
          },
          { ownsDatabase: true },
        );
        await started(after.runner);
        // Well before the hold of the dead run runs out.
        await until(() => seen.length === 1, 'the interrupted job ran again', 5_000);
        expect(seen).toEqual(['interrupted']);
      },
    );

    it('lets a job outlive the stop and its database without an unhandled failure', async () => {
      const own = await database.open();
      const failures: unknown[] = [];
      const onUnhandled = (reason: unknown) => failures.push(reason);
      process.on('unhandledRejection', onUnhandled);
      try {
        const runner = createJobRunner({
          executeSql: own.executeSql,
          logger: pino({ level: 'silent' }),
          work: true,
          ownsDatabase: false,
        });
        let running = false;
        let finished = false;
        const queue = runner.define<Note>({
          name: 'test.slow',
          retryLimit: 0,
          retryDelaySeconds: 1,
          expireInSeconds: 60,
          handle: async () => {
            running = true;
            await sleep(JOBS_STOP_MS + 1_000);
            finished = true;
          },
        });
        await started(runner);
        await queue.send({ text: 'slow' }, 'k-slow');
        await until(() => running, 'the slow job started');
        // The stop gives up waiting for the job, and the server closes its database.
        await runner.stop();
        await own.close();
        await until(() => finished, 'the slow job finished');
        await sleep(500);
        expect(failures).toEqual([]);
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
    });
  });
});
