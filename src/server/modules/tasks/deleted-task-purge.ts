import type { JobRunner } from '../../lib/jobs.ts';
import { scheduleRecurring } from '../../lib/recurring-job.ts';

/** How often deleted tasks past their restore window are purged. */
export const PURGE_EVERY_SECONDS = 5 * 60;

/** Deletes for good, every few minutes, the tasks deleted longer ago than the restore window. */
export function scheduleDeletedTaskPurge(
  jobs: JobRunner,
  purge: () => Promise<number>,
  everySeconds: number = PURGE_EVERY_SECONDS,
) {
  return scheduleRecurring(jobs, {
    name: 'tasks.purge_deleted',
    everySeconds,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    run: purge,
  });
}
