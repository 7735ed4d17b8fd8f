import type { FastifyServerOptions } from 'fastify';
import webpush from 'web-push';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { startAfterReady } from './lib/after-ready.ts';
import { scheduleDatabaseBackups } from './lib/database-backups.ts';
import { scheduleDatabaseUpkeep } from './lib/database-upkeep.ts';
import { createHttpApp } from './lib/http-app.ts';
import { createJobRunner, type JobRetry } from './lib/jobs.ts';
import { createScrapedMetrics } from './lib/metrics.ts';
import { registerMetricsEndpoint } from './lib/metrics-endpoint.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { scheduleRateLimitPruning } from './lib/rate-limit-pruning.ts';
import { createRealtime, type Realtime } from './lib/realtime.ts';
import { createRealtimeRelay } from './lib/realtime-relay.ts';
import { registerSpa } from './lib/spa.ts';
import type { VapidKeys } from './lib/vapid-keys.ts';
import { registerAccountability } from './modules/accountability/accountability.plugin.ts';
import type { AiEngine } from './modules/ai/ai.service.ts';
import { createConfiguredAi } from './modules/ai/configured-ai.ts';
import {
  registerAccount,
  registerAccountDeletion,
  registerAccountExport,
} from './modules/auth/account.plugin.ts';
import { registerAuth } from './modules/auth/auth.plugin.ts';
import { registerBilling } from './modules/billing/billing.plugin.ts';
import type { PaymentGateway } from './modules/billing/payment-gateway.ts';
import { type FocusModule, registerFocus } from './modules/focus/focus.plugin.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerInsights } from './modules/insights/insights.plugin.ts';
import { registerMail } from './modules/mail/mail.plugin.ts';
import type { Mailer } from './modules/mail/mail.service.ts';
import { isAdminAddress } from './modules/moderation/admin.guard.ts';
import { registerModeration } from './modules/moderation/moderation.plugin.ts';
import { registerNotifications } from './modules/notifications/notifications.plugin.ts';
import type { EnrichmentRetry } from './modules/tasks/task-enrichment.ts';
import { registerTasks } from './modules/tasks/tasks.plugin.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  authSecret: string;
  /** The built single-page app to serve; unset serves the API alone. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mail transport (tests). */
  mailer?: Mailer;
  /** Replaces the configured AI engine's methods it names (tests). */
  aiEngine?: Partial<AiEngine>;
  /** Replaces how often and how soon a failed enrichment is tried again (tests). */
  enrichmentRetry?: EnrichmentRetry;
  /** How a failed account deletion is tried again (tests make it quick). */
  accountDeletionRetry?: JobRetry;
  /** Replaces how often deleted tasks past their restore window are purged (tests). */
  taskPurgeEverySeconds?: number;
  /**
   * The clock that decides Pro and payment periods, shared focus blocks and how long a skipped
   * partner stays apart; tests move it instead of waiting.
   */
  now?: () => Date;
  /** Replaces the gateways the configuration sets up (tests). */
  paymentGateways?: readonly PaymentGateway[];
  /** Checks every answer against its response schema as well as serializing it (tests). */
  checkResponses?: boolean;
  /** The keys that sign Web Push requests; unset: a pair made for this server alone (tests). */
  vapidKeys?: VapidKeys;
  /** Replaces how often due reminders are looked for (tests). */
  reminderSweepEverySeconds?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * Assembles the whole server from its dependencies; `main.ts` and the tests both call it. Each
 * module registers its own routes, sockets and jobs, and is handed what it uses of the modules
 * before it, so they are listed in the order they depend on each other.
 */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const db = database.db;
  const now = deps.now ?? (() => new Date());
  const allowedOrigin = new URL(config.appUrl).origin;
  const app = await createHttpApp({
    logger: deps.logger ?? false,
    trustProxy: config.trustProxy,
    requestTimeoutMs: config.requestTimeoutMs,
    appUrl: config.appUrl,
    allowedOrigin,
    checkResponses: deps.checkResponses ?? false,
  });
  const mailer = registerMail(app, { config, mailer: deps.mailer });
  const relay = createRealtimeRelay();

  const jobs = createJobRunner({
    executeSql: database.executeSql,
    logger: app.log,
    work: config.runJobs,
    // PGlite's files belong to one process at a time.
    ownsDatabase: database.kind === 'pglite',
  });
  const rateLimiter = createRateLimiter(db);
  const rateLimitPruning = scheduleRateLimitPruning(jobs, rateLimiter);
  const databaseUpkeep = scheduleDatabaseUpkeep(jobs, database);
  const databaseBackups = scheduleDatabaseBackups(jobs, database, config.backups, now);
  // Jobs start once the app answers (each module's own first runs after these), and stop with
  // it, before the database.
  startAfterReady(app, async () => {
    await jobs.start();
    await rateLimitPruning.start();
    await databaseUpkeep.start();
    await databaseBackups.start();
  });
  app.addHook('onClose', () => jobs.stop());

  const auth = await registerAuth(app, {
    config,
    db,
    secret: deps.authSecret,
    mailer,
    rateLimiter,
    endSessionSockets: relay.endSession,
    now,
  });
  const { signedInOnly } = auth;
  await app.register(healthRoutes, { config, database });
  const people = await registerAccount(app, {
    db,
    signedInOnly,
    endSession: auth.endSession,
    isAdmin: (person) => isAdminAddress(config.adminEmails, person),
  });
  const billing = await registerBilling(app, {
    config,
    db,
    jobs,
    signedInOnly,
    now,
    emailOf: people.emailOf,
    publish: relay.publish,
    gateways: deps.paymentGateways,
  });
  await registerAccountDeletion(app, {
    db,
    jobs,
    mailer,
    rateLimiter,
    appUrl: config.appUrl,
    now,
    signedInOnly,
    endSession: auth.endSession,
    endPlan: billing.endForDeletedAccount,
    retry: deps.accountDeletionRetry,
  });
  await registerAccountExport(app, { db, signedInOnly, rateLimiter, now });
  // Notifications read the focus module's preferences, which pushes the end of its breaks.
  let preferencesOf: FocusModule['preferences'] = () => {
    throw new Error('Preferences were read before the focus module was registered.');
  };
  const notifications = await registerNotifications(app, {
    config,
    db,
    jobs,
    signedInOnly,
    publish: relay.publish,
    mailer,
    vapidKeys: deps.vapidKeys ?? webpush.generateVAPIDKeys(),
    emailOf: people.emailOf,
    preferencesOf: (userId) => preferencesOf(userId),
    now,
  });
  const focus = await registerFocus(app, {
    db,
    signedInOnly,
    assertPro: billing.assertPro,
    timerStarted: notifications.timerStarted,
    timerStopped: notifications.timerStopped,
  });
  preferencesOf = focus.preferences;
  const ai = createConfiguredAi({ model: config.ai, replacements: deps.aiEngine, logger: app.log });
  const tasks = await registerTasks(app, {
    db,
    jobs,
    ai,
    signedInOnly,
    assertPro: billing.assertPro,
    isPro: billing.isPro,
    rateLimiter,
    sessionLengthOf: focus.sessionLength,
    defaultReminderOf: async (userId) => (await focus.preferences(userId)).defaultReminder,
    notifications,
    appUrl: config.appUrl,
    reminderSweepEverySeconds: deps.reminderSweepEverySeconds,
    usernameOf: people.usernameOf,
    publish: relay.publish,
    now,
    enrichmentConcurrency: config.ai?.concurrency,
    enrichmentRetry: deps.enrichmentRetry,
    purgeEverySeconds: deps.taskPurgeEverySeconds,
  });
  // Once the tasks module has queued again what waited without a job, so nothing runs twice.
  startAfterReady(app, () => jobs.work());
  await registerInsights(app, { db, ai, signedInOnly, assertPro: billing.assertPro, now });
  const accountability = await registerAccountability(app, {
    db,
    jobs,
    signedInOnly,
    usernameOf: people.usernameOf,
    taskOf: tasks.get,
    completeTask: (userId, taskId) => tasks.setCompleted(userId, taskId, true),
    publish: relay.publish,
    now,
    isSuspended: async (userId) => (await auth.suspensions.of(userId)) !== null,
  });
  await registerModeration(app, {
    db,
    identify: auth.identify,
    adminEmails: config.adminEmails,
    reports: accountability.reports,
    suspensions: auth.suspensions,
    personOf: people.personOf,
    countAccounts: people.countAccounts,
    countPro: billing.countPro,
    jobs,
    mailer,
    appUrl: config.appUrl,
    now,
  });
  let liveRealtime: Realtime | undefined;
  await registerMetricsEndpoint(app, {
    ...config.metrics,
    host: config.host,
    scraped: createScrapedMetrics({
      databasePool: () => database.poolStats?.() ?? null,
      jobs: () => jobs.counts(),
      liveConnections: () => liveRealtime?.io.engine.clientsCount ?? 0,
      matchmaking: accountability.matchmakingCounts,
    }),
  });
  await registerSpa(app, deps.webRoot);

  // The realtime layer is created last, once the HTTP routes exist; nothing is emitted before.
  const realtime = await createRealtime({
    server: app.server,
    allowedOrigin,
    redisUrl: config.redisUrl,
    identify: (headers) => auth.identify(headers, { slide: false }),
    sessionEndedElsewhere: auth.forgetSession,
    logger: app.log,
  });
  relay.attach(realtime);
  liveRealtime = realtime;
  app.decorate('realtime', realtime);
  accountability.connect(realtime);
  app.addHook('preClose', () => realtime.close());

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
