import type { onRequestHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import { startAfterReady } from '../../lib/after-ready.ts';
import type { HttpApp } from '../../lib/http-app.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { Publish } from '../../lib/realtime-relay.ts';
import { accountabilityRoutes } from './accountability.routes.ts';
import { createAccountabilityService } from './accountability.service.ts';
import { registerAccountabilitySockets } from './accountability.sockets.ts';
import type { PeopleAndTasks } from './call-room.presenter.ts';
import { createCallRoomsRepository } from './call-rooms.repository.ts';
import { createMatchmakingRepository } from './matchmaking.repository.ts';
import { createMatchmakingService } from './matchmaking.service.ts';
import { createReportsReview, type ReportsReview } from './reports-review.service.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { createSignallingService } from './signalling.service.ts';
import { scheduleStaleSearchPruning } from './stale-search-pruning.ts';
import { createVideoTermsRepository } from './video-terms.repository.ts';

export interface AccountabilityModuleDeps extends PeopleAndTasks {
  db: Database;
  jobs: JobRunner;
  signedInOnly: onRequestHookHandler;
  /** Marks the user's task done (the tasks module's). */
  completeTask(userId: string, taskId: string): Promise<unknown>;
  publish: Publish;
  /** The clock of shared focus blocks and of how long a skipped partner stays apart. */
  now: () => Date;
  /** Whether an admin's suspension of the account is in force. */
  isSuspended(userId: string): Promise<boolean>;
}

export interface AccountabilityModule {
  /**
   * Starts matchmaking and the call's signalling on the realtime layer, which starts once every
   * HTTP route exists.
   */
  connect(realtime: Realtime): void;
  /** The reports as admins review them. */
  reports: ReportsReview;
  /** Searches waiting and calls in progress, for the metrics. */
  matchmakingCounts(): Promise<{ searching: number; callsInProgress: number }>;
}

/** Video terms, call rooms, reports and blocks, then matchmaking and signalling over sockets. */
export async function registerAccountability(
  app: HttpApp,
  deps: AccountabilityModuleDeps,
): Promise<AccountabilityModule> {
  const { db, publish, now } = deps;
  const people: PeopleAndTasks = { usernameOf: deps.usernameOf, taskOf: deps.taskOf };
  const rooms = createCallRoomsRepository({ db });
  const safety = createSafetyRepository({ db });
  const accountability = createAccountabilityService({
    ...people,
    terms: createVideoTermsRepository({ db }),
    rooms,
    safety,
    isSuspended: deps.isSuspended,
    completeTask: deps.completeTask,
    publish,
    logger: app.log,
    now,
  });
  await app.register(accountabilityRoutes, {
    signedInOnly: deps.signedInOnly,
    service: accountability,
  });

  const searchQueue = createMatchmakingRepository({ db });
  return {
    reports: createReportsReview({ safety }),
    matchmakingCounts: searchQueue.counts,
    connect: (realtime) => {
      const matchmaking = createMatchmakingService({
        ...people,
        repository: searchQueue,
        rooms,
        accountability,
        publish,
        // Every socket is in a room of its own id, which the adapter asks every process about. A
        // server that does not answer in time may still hold it: its searches are left to the
        // pruning job rather than failing the pairing.
        socketHeld: async (socketId) =>
          realtime.io
            .in(socketId)
            .fetchSockets()
            .then(
              (sockets) => sockets.length > 0,
              () => true,
            ),
        now,
      });
      const staleSearches = scheduleStaleSearchPruning(deps.jobs, {
        queue: searchQueue,
        connectedSocketIds: async () =>
          (await realtime.io.fetchSockets()).map((socket) => socket.id),
      });
      startAfterReady(app, () => staleSearches.start());
      registerAccountabilitySockets(realtime, {
        matchmaking,
        signalling: createSignallingService({
          accountability,
          usernameOf: people.usernameOf,
          publish,
        }),
        logger: app.log,
      });
    },
  };
}
