import type { JobRunner } from '../../lib/jobs.ts';
import type { MatchmakingRepository } from './matchmaking.repository.ts';

/** How often searches left by a server that died are ended. */
const EVERY_SECONDS = 60;
const START_DELAY_SECONDS = 5;

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
 * the queue whom nobody can reach. When a server starts, and every minute, the searches of
 * sockets no server holds are ended. When a server does not answer, nothing is ended: the job
 * fails and tries again.
 */
export function scheduleStaleSearchPruning(jobs: JobRunner, deps: StaleSearchPruningDeps) {
  const queue = jobs.define<Record<string, never>>({
    name: 'accountability.prune_searches',
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    handle: async () => {
      await endLostSearches(deps.queue, deps.connectedSocketIds);
      await queue.send({}, 'next', { afterSeconds: EVERY_SECONDS });
    },
  });
  // Keyed apart from the minute's run, so a start is not folded into a run a minute away; a
  // few seconds in, once the server that starts has settled.
  return { start: () => queue.send({}, 'start', { afterSeconds: START_DELAY_SECONDS }) };
}
