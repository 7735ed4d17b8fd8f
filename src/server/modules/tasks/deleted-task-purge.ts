import type { JobRunner } from '../../lib/jobs.ts';

/** How often deleted tasks past their restore window are purged. */
export const PURGE_EVERY_SECONDS = 5 * 60;
const KEY = 'recurring';

/**
 * Deletes for good, every few minutes, the tasks deleted longer ago than the restore window, as
 * a job that queues its own next run, so one server does it whichever servers run. Start it once
 * the runner has started; a server starting while a run waits does not queue a second one.
 */
export function scheduleDeletedTaskPurge(
  jobs: JobRunner,
  purge: () => Promise<number>,
  everySeconds: number = PURGE_EVERY_SECONDS,
) {
  const queue = jobs.define<Record<string, never>>({
    name: 'tasks.purge_deleted',
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    handle: async () => {
      // Queued first: a purge that fails for good still leaves the next one waiting.
      await queue.send({}, KEY, { afterSeconds: everySeconds });
      await purge();
    },
  });
  return {
    start: () => queue.send({}, KEY, { afterSeconds: everySeconds }),
  };
}
