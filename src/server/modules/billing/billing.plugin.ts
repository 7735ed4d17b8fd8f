import type { onRequestHookHandler } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { HttpApp } from '../../lib/http-app.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import type { Publish } from '../../lib/realtime-relay.ts';
import { billingRoutes } from './billing.routes.ts';
import { type BillingService, createBillingService } from './billing.service.ts';
import { createBillingLedger } from './billing-ledger.ts';
import { gatewayLookup } from './gateway-lookup.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { configuredGateways } from './payment-gateways.ts';
import { createPaymentSettlement } from './payment-settlement.ts';
import { schedulePendingPaymentChecks } from './pending-payment-check.ts';
import { plansRoutes } from './plans.routes.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.ts';
import { createSandboxCheckoutService } from './sandbox-checkout.service.ts';
import { createSandboxCheckoutsRepository } from './sandbox-checkouts.repository.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { scheduleSandboxRenewals } from './sandbox-renewal.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';
import { subscriptionsRoutes } from './subscriptions.routes.ts';
import { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service.ts';

export interface BillingModuleDeps {
  config: Config;
  db: Database;
  jobs: JobRunner;
  signedInOnly: onRequestHookHandler;
  /** The clock that decides Pro and payment periods. */
  now: () => Date;
  emailOf(userId: string): Promise<string>;
  publish: Publish;
  /** Replaces the gateways the configuration sets up (tests). */
  gateways?: readonly PaymentGateway[];
}

/** What other modules use of billing: the one guard of every Pro feature. */
export type BillingModule = Pick<SubscriptionsService, 'assertPro' | 'isPro' | 'countPro'> &
  Pick<BillingService, 'endForDeletedAccount'>;

/** Plans, the user's subscription, checkout with each configured gateway and its webhooks. */
export async function registerBilling(
  app: HttpApp,
  deps: BillingModuleDeps,
): Promise<BillingModule> {
  const { config, db, jobs, signedInOnly, now } = deps;
  const appUrl = config.appUrl;
  const repository = createSubscriptionsRepository({ db });
  const subscriptions = createSubscriptionsService({ repository, now, publish: deps.publish });
  await app.register(subscriptionsRoutes, { signedInOnly, service: subscriptions });

  const sandboxCheckouts = createSandboxCheckoutsRepository({ db });
  const configured = configuredGateways(config, {
    // Its renewal job is defined only where the test gateway is offered, so it never runs in
    // production.
    sandbox: () =>
      createSandboxGateway({
        checkouts: sandboxCheckouts,
        renewals: scheduleSandboxRenewals(jobs, {
          repository,
          now,
          changed: subscriptions.changed,
        }),
        appUrl,
        now,
      }),
    logger: app.log,
  });
  const gateways = deps.gateways ?? configured.gateways;
  const offered = gatewayLookup(gateways);
  const settlement = createPaymentSettlement({
    repository,
    subscriptions,
    gateways: offered,
    now,
    logger: app.log,
  });
  const billing = createBillingService({
    repository,
    subscriptions,
    gateways: offered,
    settlement,
    appUrl,
    now,
    emailOf: deps.emailOf,
    pendingChecks: schedulePendingPaymentChecks(jobs, {
      recheck: settlement.recheckHeld,
      now,
      logger: app.log,
    }),
  });
  await app.register(plansRoutes, { service: billing });
  await app.register(billingRoutes, { signedInOnly, service: billing });
  if (gateways.some((gateway) => gateway.name === 'sandbox')) {
    await app.register(sandboxCheckoutRoutes, {
      signedInOnly,
      service: createSandboxCheckoutService({ checkouts: sandboxCheckouts, appUrl, now }),
    });
  }
  if (configured.stripe) {
    await app.register(stripeWebhookRoutes, {
      stripe: configured.stripe.client,
      webhookSecret: configured.stripe.webhookSecret,
      prices: configured.stripe.prices,
      ledger: createBillingLedger({ repository, changed: subscriptions.changed, now }),
    });
  }
  return {
    assertPro: subscriptions.assertPro,
    isPro: subscriptions.isPro,
    countPro: subscriptions.countPro,
    endForDeletedAccount: billing.endForDeletedAccount,
  };
}
