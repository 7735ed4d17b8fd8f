import type { JobRunner } from './jobs.ts';
import type { RateLimiter } from './rate-limit.ts';

/** How often old counters are deleted: each attempt by a new address or client adds one. */
const EVERY_SECONDS = 60 * 60;
const KEY = 'hourly';

/**
 * Deletes old rate-limit counters every hour, as a job that queues its own next run, so one
 * server does it whichever servers run. Start it once the runner has started; a server starting
 * while a run waits does not queue a second one.
 */
export function scheduleRateLimitPruning(jobs: JobRunner, limiter: RateLimiter) {
  const queue = jobs.define<Record<string, never>>({
    name: 'rate_limits.prune',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
    handle: async () => {
      await limiter.prune();
      await queue.send({}, KEY, { afterSeconds: EVERY_SECONDS });
    },
  });
  return {
    start: () => queue.send({}, KEY, { afterSeconds: EVERY_SECONDS }),
  };
}
