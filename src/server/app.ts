import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { startAfterReady } from './lib/after-ready.ts';
import { registerApiCaching } from './lib/api-caching.ts';
import { registerCompression } from './lib/compression.ts';
import { answerFrameworkError, registerErrorHandling } from './lib/errors.ts';
import { createJobRunner } from './lib/jobs.ts';
import { registerOriginCheck } from './lib/origin-check.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { scheduleRateLimitPruning } from './lib/rate-limit-pruning.ts';
import { createRealtime, type Realtime } from './lib/realtime.ts';
import { registerRequestGuards } from './lib/request-guards.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { registerRouteTable } from './lib/route-table.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerSpa } from './lib/spa.ts';
import { accountabilityRoutes } from './modules/accountability/accountability.routes.ts';
import { createAccountabilityService } from './modules/accountability/accountability.service.ts';
import { registerAccountabilitySockets } from './modules/accountability/accountability.sockets.ts';
import { createCallRoomsRepository } from './modules/accountability/call-rooms.repository.ts';
import { createMatchmakingRepository } from './modules/accountability/matchmaking.repository.ts';
import { createMatchmakingService } from './modules/accountability/matchmaking.service.ts';
import { createSafetyRepository } from './modules/accountability/safety.repository.ts';
import { createSignallingService } from './modules/accountability/signalling.service.ts';
import { scheduleStaleSearchPruning } from './modules/accountability/stale-search-pruning.ts';
import { createVideoTermsRepository } from './modules/accountability/video-terms.repository.ts';
import { type AiEngine, createAiService } from './modules/ai/ai.service.ts';
import { createLocalEngine } from './modules/ai/local-engine.ts';
import { createModelEngine } from './modules/ai/model-engine.ts';
import { createAccountRepository } from './modules/auth/account.repository.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { createAccountService } from './modules/auth/account.service.ts';
import { requireSignedIn } from './modules/auth/auth.guard.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createIdentify } from './modules/auth/auth.session.ts';
import { type Auth, createAuth } from './modules/auth/auth.ts';
import { createCredentialsRepository } from './modules/auth/credentials.repository.ts';
import { createSessionCache } from './modules/auth/session-cache.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { createBillingLedger } from './modules/billing/billing-ledger.ts';
import type { PaymentGateway } from './modules/billing/payment-gateway.ts';
import { configuredGateways } from './modules/billing/payment-gateways.ts';
import { schedulePendingPaymentChecks } from './modules/billing/pending-payment-check.ts';
import { plansRoutes } from './modules/billing/plans.routes.ts';
import { sandboxCheckoutRoutes } from './modules/billing/sandbox-checkout.routes.ts';
import { createSandboxCheckoutService } from './modules/billing/sandbox-checkout.service.ts';
import { createSandboxCheckoutsRepository } from './modules/billing/sandbox-checkouts.repository.ts';
import { createSandboxGateway } from './modules/billing/sandbox-gateway.ts';
import { scheduleSandboxRenewals } from './modules/billing/sandbox-renewal.ts';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes.ts';
import { createSubscriptionsRepository } from './modules/billing/subscriptions.repository.ts';
import { subscriptionsRoutes } from './modules/billing/subscriptions.routes.ts';
import { createSubscriptionsService } from './modules/billing/subscriptions.service.ts';
import { createBreaksRepository } from './modules/focus/breaks.repository.ts';
import { focusRoutes } from './modules/focus/focus.routes.ts';
import { createFocusService } from './modules/focus/focus.service.ts';
import { createPreferencesRepository } from './modules/focus/preferences.repository.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createAiSummariesRepository } from './modules/insights/ai-summaries.repository.ts';
import { createInsightsRepository } from './modules/insights/insights.repository.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { createInsightsService } from './modules/insights/insights.service.ts';
import { createMailer, type Mailer } from './modules/mail/mail.service.ts';
import { createSessionNamesRepository } from './modules/tasks/session-names.repository.ts';
import { sessionNamesRoutes } from './modules/tasks/session-names.routes.ts';
import { createSessionNamesService } from './modules/tasks/session-names.service.ts';
import type { EnrichmentRetry } from './modules/tasks/task-enrichment.ts';
import { createTaskSessionsRepository } from './modules/tasks/task-sessions.repository.ts';
import { taskSessionsRoutes } from './modules/tasks/task-sessions.routes.ts';
import { createTaskSessionsService } from './modules/tasks/task-sessions.service.ts';
import { createTasksRepository } from './modules/tasks/tasks.repository.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { createTasksService } from './modules/tasks/tasks.service.ts';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    realtime: Realtime;
  }
}

/** Assembles the whole server from its dependencies; `main.ts` and the tests both call it. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const db = database.db;
  const allowedOrigin = new URL(config.appUrl).origin;
  const app = Fastify({
    logger: deps.logger ?? false,
    // Believes as many hops as there are proxies, never `true`, which would believe the
    // client-written left-most address.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    // Keep-alive connections that are idle must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    // A client must send its headers, and its whole request, within the timeout: one that
    // trickles them out would otherwise hold a connection for minutes. Node looks for such
    // connections every `connectionsCheckingInterval` (30 s by default), so it looks five times
    // per timeout, and a slow client is cut off at most a fifth of the timeout late.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.ceil(config.requestTimeoutMs / 5),
    },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler({ checkResponses: deps.checkResponses ?? false }),
  );
  registerRouteTable(app);
  registerErrorHandling(app);
  registerRequestGuards(app);
  registerSecurityHeaders(app, config.appUrl);
  registerOriginCheck(app, allowedOrigin);
  await registerApiCaching(app);
  await registerCompression(app);

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger: app.log,
    });
  app.addHook('onClose', async () => mailer.close());

  // The realtime layer is created last, once the HTTP routes exist; nothing is emitted before.
  let realtime: Realtime | undefined;
  const sessions = createSessionCache();
  // This server forgets an ended session at once; the others hear of it through realtime.
  const endSession = (sessionId: string) => {
    sessions.forget(sessionId);
    realtime?.endSession(sessionId);
  };
  const publish = (userId: string, event: string, payload: unknown) =>
    realtime?.emitToUser(userId, event, payload);

  const auth = createAuth({
    db,
    config,
    secret: deps.authSecret,
    mailer,
    logger: app.log,
    onSessionEnded: endSession,
  });
  app.decorate('auth', auth);
  const identify = await createIdentify(auth, sessions);
  const signedInOnly = requireSignedIn(identify);
  const rateLimiter = createRateLimiter(db);
  await app.register(authRoutes, {
    auth,
    identify,
    rateLimiter,
    credentials: createCredentialsRepository({ db }),
    appUrl: config.appUrl,
  });
  await app.register(healthRoutes, { config, database });
  const account = createAccountService({
    repository: createAccountRepository({ db }),
    sessionEnded: endSession,
  });
  const usernameOf = async (userId: string) => (await account.getProfile(userId)).username;
  await app.register(accountRoutes, { signedInOnly, service: account });

  const now = deps.now ?? (() => new Date());
  const subscriptionsRepository = createSubscriptionsRepository({ db });
  const subscriptions = createSubscriptionsService({ repository: subscriptionsRepository, now });
  await app.register(subscriptionsRoutes, { signedInOnly, service: subscriptions });

  const jobs = createJobRunner({
    executeSql: database.executeSql,
    logger: app.log,
    work: config.runJobs,
    // PGlite's files belong to one process at a time.
    ownsDatabase: database.kind === 'pglite',
  });
  const sandboxCheckouts = createSandboxCheckoutsRepository({ db });
  const configured = configuredGateways(config, {
    // Its renewal job is defined only where the test gateway is offered, so it never runs in
    // production. The billing service it tells of each renewal is made below, before any runs.
    sandbox: () =>
      createSandboxGateway({
        checkouts: sandboxCheckouts,
        renewals: scheduleSandboxRenewals(jobs, {
          repository: subscriptionsRepository,
          now,
          changed: (userId) => billing.changed(userId),
        }),
        appUrl: config.appUrl,
        now,
      }),
    logger: app.log,
  });
  const gateways = deps.paymentGateways ?? configured.gateways;
  const billing = createBillingService({
    repository: subscriptionsRepository,
    subscriptions,
    gateways,
    appUrl: config.appUrl,
    now,
    emailOf: async (userId) => (await account.getProfile(userId)).email,
    publish,
    logger: app.log,
    // The job asks the billing service, made here, before any job runs.
    pendingChecks: schedulePendingPaymentChecks(jobs, {
      recheck: (userId, body) => billing.recheckHeld(userId, body),
      now,
      logger: app.log,
    }),
  });
  await app.register(plansRoutes, { service: billing });
  await app.register(billingRoutes, { signedInOnly, service: billing });
  if (gateways.some((gateway) => gateway.name === 'sandbox')) {
    await app.register(sandboxCheckoutRoutes, {
      signedInOnly,
      service: createSandboxCheckoutService({
        checkouts: sandboxCheckouts,
        appUrl: config.appUrl,
        now,
      }),
    });
  }
  if (configured.stripe) {
    await app.register(stripeWebhookRoutes, {
      stripe: configured.stripe.client,
      webhookSecret: configured.stripe.webhookSecret,
      prices: configured.stripe.prices,
      ledger: createBillingLedger({
        repository: subscriptionsRepository,
        changed: billing.changed,
        now,
      }),
    });
  }

  const focus = createFocusService({
    preferences: createPreferencesRepository({ db }),
    breaks: createBreaksRepository({ db }),
    assertPro: subscriptions.assertPro,
  });
  await app.register(focusRoutes, { signedInOnly, service: focus });

  const rateLimitPruning = scheduleRateLimitPruning(jobs, rateLimiter);

  const rules = createLocalEngine();
  const ai = createAiService({
    engine: deps.aiEngine
      ? { ...rules, ...deps.aiEngine }
      : config.ai
        ? createModelEngine(config.ai)
        : rules,
    rules,
    logger: app.log,
  });
  const tasks = createTasksService({
    repository: createTasksRepository({ db }),
    ai,
    jobs,
    logger: app.log,
    enrichmentRetry: deps.enrichmentRetry,
    enrichmentConcurrency: config.ai?.concurrency,
    purgeEverySeconds: deps.taskPurgeEverySeconds,
    assertPro: subscriptions.assertPro,
    sessionLengthOf: focus.sessionLength,
    usernameOf,
    publish,
    now,
  });
  // Every queue is defined by now. Jobs start once the app answers, and stop with it, before the
  // database.
  startAfterReady(app, async () => {
    await jobs.start();
    await rateLimitPruning.start();
    await tasks.startPurgingDeleted();
    // Before this server works on any job, so a task whose job is stored is not queued twice.
    const requeued = await tasks.requeueWaitingEnrichments();
    if (requeued > 0) {
      app.log.info({ tasks: requeued }, 'queued enrichment again for tasks waiting without a job');
    }
    await jobs.work();
  });
  app.addHook('onClose', () => jobs.stop());
  await app.register(tasksRoutes, { signedInOnly, service: tasks });
  await app.register(sessionNamesRoutes, {
    signedInOnly,
    service: createSessionNamesService({
      repository: createSessionNamesRepository({ db }),
      ai,
      publish,
    }),
  });
  await app.register(taskSessionsRoutes, {
    signedInOnly,
    service: createTaskSessionsService({
      repository: createTaskSessionsRepository({ db }),
      sessionLengthOf: focus.sessionLength,
      publish,
    }),
  });
  await app.register(insightsRoutes, {
    signedInOnly,
    service: createInsightsService({
      repository: createInsightsRepository({ db }),
      summaries: createAiSummariesRepository({ db }),
      engine: ai,
      assertPro: subscriptions.assertPro,
      now,
    }),
  });
  const people = { usernameOf, taskOf: tasks.get };
  const callRooms = createCallRoomsRepository({ db });
  const accountability = createAccountabilityService({
    ...people,
    terms: createVideoTermsRepository({ db }),
    rooms: callRooms,
    safety: createSafetyRepository({ db }),
    completeTask: (userId, taskId) => tasks.setCompleted(userId, taskId, true),
    publish,
    logger: app.log,
    now,
  });
  await app.register(accountabilityRoutes, { signedInOnly, service: accountability });
  await registerSpa(app, deps.webRoot);

  realtime = await createRealtime({
    server: app.server,
    allowedOrigin,
    redisUrl: config.redisUrl,
    identify: (headers) => identify(headers, { slide: false }),
    sessionEndedElsewhere: sessions.forget,
    logger: app.log,
  });
  app.decorate('realtime', realtime);
  const searchQueue = createMatchmakingRepository({ db });
  const connected = realtime;
  const matchmaking = createMatchmakingService({
    ...people,
    repository: searchQueue,
    rooms: callRooms,
    accountability,
    publish,
    // Every socket is in a room of its own id, which the adapter asks every process about. A
    // server that does not answer in time may still hold it: its searches are left to the
    // pruning job rather than failing the pairing.
    socketHeld: async (socketId) =>
      connected.io
        .in(socketId)
        .fetchSockets()
        .then(
          (sockets) => sockets.length > 0,
          () => true,
        ),
    now,
  });
  const staleSearches = scheduleStaleSearchPruning(jobs, {
    queue: searchQueue,
    connectedSocketIds: async () => (await connected.io.fetchSockets()).map((socket) => socket.id),
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
  app.addHook('preClose', () => realtime?.close());

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
