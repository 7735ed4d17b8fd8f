import type { JobRunner } from './jobs.ts';

export interface RecurringJob {
  /** Namespaced like error codes: `<module>.<job>`. */
  name: string;
  everySeconds: number;
  /**
   * When a starting server wants a run of its own sooner than the next one (say, a few seconds
   * in); unset, a start only makes sure a next run waits.
   */
  firstAfterSeconds?: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  /** Logs its runs at debug level only (see JobDefinition). */
  quiet?: boolean;
  run(): Promise<unknown>;
}

const NEXT = 'next';
const FIRST = 'first';

/**
 * Work done every so often as a job that queues its own next run, so one server does it
 * whichever servers run, and a restart loses no run. The next run is queued before the work: a
 * run that fails for good still leaves the next one waiting. A server starting while a run waits
 * does not queue a second one. Start it once the runner has started.
 */
export function scheduleRecurring(jobs: JobRunner, job: RecurringJob) {
  const queue = jobs.define<Record<string, never>>({
    name: job.name,
    retryLimit: 2,
    retryDelaySeconds: job.retryDelaySeconds,
    expireInSeconds: job.expireInSeconds,
    quiet: job.quiet,
    handle: async () => {
      await queue.send({}, NEXT, { afterSeconds: job.everySeconds });
      await job.run();
    },
  });
  return {
    // The first run is keyed apart from the chain, so it is not folded into a run further away.
    start: () =>
      job.firstAfterSeconds === undefined
        ? queue.send({}, NEXT, { afterSeconds: job.everySeconds })
        : queue.send({}, FIRST, { afterSeconds: job.firstAfterSeconds }),
  };
}
