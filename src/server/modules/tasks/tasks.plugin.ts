import type { onRequestHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import { startAfterReady } from '../../lib/after-ready.ts';
import type { HttpApp } from '../../lib/http-app.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Publish } from '../../lib/realtime-relay.ts';
import type { AiService } from '../ai/ai.service.ts';
import type { SubscriptionsService } from '../billing/subscriptions.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createCalendarFeedRepository } from './calendar-feed.repository.ts';
import { calendarFeedLinkRoutes, calendarFeedRoutes } from './calendar-feed.routes.ts';
import { createCalendarFeedService } from './calendar-feed.service.ts';
import { createProjectsRepository } from './projects.repository.ts';
import { projectsRoutes } from './projects.routes.ts';
import { createProjectsService, placesGuard } from './projects.service.ts';
import { scheduleReminderDispatch } from './reminder-dispatch.ts';
import { remindersRoutes } from './reminders.routes.ts';
import { createSessionNamesRepository } from './session-names.repository.ts';
import { sessionNamesRoutes } from './session-names.routes.ts';
import { createSessionNamesService } from './session-names.service.ts';
import type { EnrichmentRetry } from './task-enrichment.ts';
import { createTaskSessionsRepository } from './task-sessions.repository.ts';
import { taskSessionsRoutes } from './task-sessions.routes.ts';
import { createTaskSessionsService } from './task-sessions.service.ts';
import { createTasksRepository } from './tasks.repository.ts';
import { tasksRoutes } from './tasks.routes.ts';
import { createTasksService, type TasksService } from './tasks.service.ts';

export interface TasksModuleDeps {
  db: Database;
  jobs: JobRunner;
  ai: AiService;
  signedInOnly: onRequestHookHandler;
  assertPro: SubscriptionsService['assertPro'];
  isPro: SubscriptionsService['isPro'];
  rateLimiter: RateLimiter;
  /** The user's Pomodoro length in minutes (the focus module's). */
  sessionLengthOf(userId: string): Promise<number>;
  /** The reminder the user gives new tasks with a due date (the focus module's preferences). */
  defaultReminderOf(userId: string): Promise<number | null>;
  notifications: Pick<NotificationsService, 'deliver' | 'timerStarted' | 'timerStopped'>;
  /** The public address, for the links in reminder mails. */
  appUrl: string;
  /** Replaces how often due reminders are looked for (tests). */
  reminderSweepEverySeconds?: number;
  usernameOf(userId: string): Promise<string>;
  publish: Publish;
  now: () => Date;
  /** Tasks one server enriches at once; unset: as suits the built-in rules. */
  enrichmentConcurrency?: number;
  /** Replaces how often and how soon a failed enrichment is tried again (tests). */
  enrichmentRetry?: EnrichmentRetry;
  /** Replaces how often deleted tasks past their restore window are purged (tests). */
  purgeEverySeconds?: number;
}

/** What other modules use of tasks: a user's task, and marking it done. */
export type TasksModule = Pick<TasksService, 'get' | 'setCompleted'>;

/**
 * Tasks, their Pomodoro sessions and the sessions' names, with the jobs that enrich tasks and
 * purge deleted ones. Its jobs start once the runner has, and before this server works on any.
 */
export async function registerTasks(app: HttpApp, deps: TasksModuleDeps): Promise<TasksModule> {
  const { db, ai, signedInOnly, publish } = deps;
  const projectsRepository = createProjectsRepository({ db });
  const tasks = createTasksService({
    repository: createTasksRepository({ db }),
    assertOwnsPlaces: placesGuard(projectsRepository),
    purgeDeletedProjectsBefore: projectsRepository.purgeDeletedProjectsBefore,
    placeNamesOf: projectsRepository.names,
    ai,
    jobs: deps.jobs,
    logger: app.log,
    enrichmentRetry: deps.enrichmentRetry,
    enrichmentConcurrency: deps.enrichmentConcurrency,
    purgeEverySeconds: deps.purgeEverySeconds,
    assertPro: deps.assertPro,
    sessionLengthOf: deps.sessionLengthOf,
    defaultReminderOf: deps.defaultReminderOf,
    usernameOf: deps.usernameOf,
    publish,
    timerStopped: deps.notifications.timerStopped,
    now: deps.now,
  });
  const reminders = scheduleReminderDispatch({
    db,
    jobs: deps.jobs,
    deliver: deps.notifications.deliver,
    appUrl: deps.appUrl,
    sweepEverySeconds: deps.reminderSweepEverySeconds,
  });
  startAfterReady(app, async () => {
    await tasks.startPurgingDeleted();
    await reminders.start();
    // Before this server works on any job, so a task whose job is stored is not queued twice.
    const requeued = await tasks.requeueWaitingEnrichments();
    if (requeued > 0) {
      app.log.info({ tasks: requeued }, 'queued enrichment again for tasks waiting without a job');
    }
  });
  await app.register(tasksRoutes, { signedInOnly, service: tasks });
  await app.register(remindersRoutes, { signedInOnly, service: tasks });
  await app.register(projectsRoutes, {
    signedInOnly,
    service: createProjectsService({
      repository: projectsRepository,
      removeTask: tasks.remove,
      restoreTask: tasks.restore,
      publish,
      now: deps.now,
    }),
  });
  await app.register(sessionNamesRoutes, {
    signedInOnly,
    service: createSessionNamesService({
      repository: createSessionNamesRepository({ db }),
      ai,
      publish,
      placeNamesOf: projectsRepository.names,
    }),
  });
  await app.register(taskSessionsRoutes, {
    signedInOnly,
    service: createTaskSessionsService({
      repository: createTaskSessionsRepository({ db }),
      sessionLengthOf: deps.sessionLengthOf,
      publish,
      occurrenceAdded: (userId, added) => tasks.announceOccurrenceChange(userId, { added }),
      timerStarted: deps.notifications.timerStarted,
      timerStopped: deps.notifications.timerStopped,
    }),
  });
  const calendarFeed = createCalendarFeedService({
    repository: createCalendarFeedRepository({ db }),
    rateLimiter: deps.rateLimiter,
    isPro: deps.isPro,
    assertPro: deps.assertPro,
    appUrl: deps.appUrl,
    now: deps.now,
  });
  await app.register(calendarFeedLinkRoutes, { signedInOnly, service: calendarFeed });
  await app.register(calendarFeedRoutes, { service: calendarFeed });
  return { get: tasks.get, setCompleted: tasks.setCompleted };
}
