import type { JobRunner } from './jobs.ts';
import type { RateLimiter } from './rate-limit.ts';
import { scheduleRecurring } from './recurring-job.ts';

/** Deletes old rate-limit counters every hour: each attempt by a new address or client adds one. */
export function scheduleRateLimitPruning(jobs: JobRunner, limiter: RateLimiter) {
  return scheduleRecurring(jobs, {
    name: 'rate_limits.prune',
    everySeconds: 60 * 60,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
    run: () => limiter.prune(),
  });
}
