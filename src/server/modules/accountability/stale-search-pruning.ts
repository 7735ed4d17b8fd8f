import type { JobRunner } from '../../lib/jobs.ts';
import { scheduleRecurring } from '../../lib/recurring-job.ts';
import type { MatchmakingRepository } from './matchmaking.repository.ts';

type SearchQueue = Pick<MatchmakingRepository, 'queuedSocketIds' | 'leaveFromSockets'>;

/**
 * Ends the searches of sockets no server holds any more (`connected` lists every server's
 * sockets), such as those of a server that crashed. A socket is asked about twice, before and
 * after the queue is read, so a search queued meanwhile by a socket that had just connected is
 * never taken for a lost one. Returns how many ended.
 */
export async function endLostSearches(
  queue: SearchQueue,
  connected: () => Promise<string[]>,
): Promise<number> {
  const before = new Set(await connected());
  const suspects = (await queue.queuedSocketIds()).filter((id) => !before.has(id));
  if (suspects.length === 0) return 0;
  const after = new Set(await connected());
  return queue.leaveFromSockets(suspects.filter((id) => !after.has(id)));
}

export interface StaleSearchPruningDeps {
  queue: SearchQueue;
  /** The ids of the sockets every server process holds now; rejects if one does not answer. */
  connectedSocketIds(): Promise<string[]>;
}

/**
 * A server that crashes cannot end the searches of its sockets, which would leave searchers in
 * the queue whom nobody can reach. A few seconds after a server starts, and every minute, the
 * searches of sockets no server holds are ended. When a server does not answer, nothing is
 * ended: the run fails and tries again.
 */
export function scheduleStaleSearchPruning(jobs: JobRunner, deps: StaleSearchPruningDeps) {
  return scheduleRecurring(jobs, {
    name: 'accountability.prune_searches',
    everySeconds: 60,
    // Once the server that starts has settled.
    firstAfterSeconds: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    run: () => endLostSearches(deps.queue, deps.connectedSocketIds),
  });
}
