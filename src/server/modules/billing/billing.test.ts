import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBillingInterval } from '../../../shared/domain/billing-period.ts';
import { GATEWAY_LABELS } from '../../../shared/domain/payment-result.ts';
import { SUBSCRIPTION_EVENTS } from '../../../shared/realtime-events.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { userSubscriptions } from '../../schema.ts';
import { TEST_APP_URL } from '../../test/app.ts';
import { buyWithSandbox, startCheckout, subscriptionOf } from '../../test/billing.ts';
import { pgliteDatabase, testDatabases } from '../../test/databases.ts';
import { socketOpener } from '../../test/sockets.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';
import { billingErrors } from './billing.errors.ts';
import type { PaymentGateway } from './payment-gateway.ts';

const DAY_MS = 86_400_000;

describe.each(testDatabases())('plans, renewals and cancelling on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let sockets: ReturnType<typeof socketOpener>;
  let clock = Date.now();
  const running = useTestApp(database, { now: () => new Date(clock) });
  beforeAll(async () => {
    ({ app, handle } = running);
    sockets = socketOpener(app);
  });
  afterAll(async () => {
    sockets.closeAll();
  });

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie, origin: TEST_APP_URL },
      ...(payload ? { payload } : {}),
    });
  const cancel = (cookie: string) => call(cookie, 'POST', '/api/subscription/cancel');

  it('serves the price list and the ways to pay to anyone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    const features = ['AI Summaries', 'Advanced Insights', 'Pro Music Themes', 'Export Data'];
    expect(response.json()).toEqual({
      plans: [
        {
          key: 'pro_monthly',
          name: 'Pro Monthly',
          priceCents: 600,
          currency: 'USD',
          interval: 'month',
          priceNote: null,
          badge: null,
          features,
        },
        {
          key: 'pro_annual',
          name: 'Pro Annual',
          priceCents: 6000,
          currency: 'USD',
          interval: 'year',
          priceNote: '$5/month, save 16%',
          badge: 'Best Value',
          features: [...features, 'Priority Support'],
        },
      ],
      gateways: ['sandbox'],
    });
  });

  it('sells no second test subscription while one renews by itself, even near its end', async () => {
    const ada = await createUser(app, 'ada@example.com');
    const bought = (await buyWithSandbox(app, ada.cookie, 'pro_monthly')).json();
    const end = new Date(bought.currentPeriodEnd);
    const refusal = {
      statusCode: 409,
      code: 'billing.plan_not_available',
      message: 'You already have Pro Monthly.',
      requestId: expect.any(String),
    };

    expect((await startCheckout(app, ada.cookie, 'pro_monthly')).json()).toEqual(refusal);
    clock = end.getTime() - 3 * DAY_MS;
    expect((await startCheckout(app, ada.cookie, 'pro_monthly')).json()).toEqual(refusal);
  });

  it('starts a purchase from now when the plan held before has ended early', async () => {
    const ann = await createUser(app, 'ann@example.com');
    await handle.db.insert(userSubscriptions).values({
      userId: ann.userId,
      plan: 'pro_annual',
      planDisplay: 'Pro Annual',
      isActive: false,
      provider: 'stripe',
      currentPeriodEnd: new Date(clock + 100 * DAY_MS),
    });
    const bought = await buyWithSandbox(app, ann.cookie, 'pro_monthly');
    expect(bought.json()).toMatchObject({
      plan: 'pro_monthly',
      isPro: true,
      provider: 'sandbox',
      currentPeriodEnd: addBillingInterval(new Date(clock), 'pro_monthly').toISOString(),
    });
  });

  it('refuses the monthly plan while the annual one lasts', async () => {
    const bob = await createUser(app, 'bob@example.com');
    await buyWithSandbox(app, bob.cookie, 'pro_annual');
    const refused = await startCheckout(app, bob.cookie, 'pro_monthly');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'billing.plan_not_available',
      message: 'Your Pro Annual plan already includes everything in Pro Monthly.',
    });
  });

  it('keeps Pro after cancelling until the period ends, then is free with no job run', async () => {
    const cy = await createUser(app, 'cy@example.com');
    const bought = (await buyWithSandbox(app, cy.cookie, 'pro_monthly')).json();
    await call(cy.cookie, 'POST', '/api/tasks', { title: 'Write the report' });

    const cancelled = await cancel(cy.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ ...bought, cancelAtPeriodEnd: true });
    expect(await subscriptionOf(app, cy.cookie)).toMatchObject({
      isPro: true,
      cancelAtPeriodEnd: true,
    });
    // Cancelling twice changes nothing more.
    expect((await cancel(cy.cookie)).json()).toEqual(cancelled.json());

    clock = new Date(bought.currentPeriodEnd).getTime() - 1000;
    expect((await call(cy.cookie, 'GET', '/api/tasks/export.csv')).statusCode).toBe(200);

    clock = new Date(bought.currentPeriodEnd).getTime() + 1000;
    expect(await subscriptionOf(app, cy.cookie)).toMatchObject({
      plan: 'pro_monthly',
      isPro: false,
    });
    const csv = await call(cy.cookie, 'GET', '/api/tasks/export.csv');
    expect(csv.statusCode).toBe(403);
    expect(csv.json().code).toBe('billing.pro_required');
    const theme = await call(cy.cookie, 'PUT', '/api/preferences', { musicTheme: 'BRAINWAVE' });
    expect(theme.statusCode).toBe(403);
    expect(theme.json().code).toBe('billing.pro_required');
    // A lapsed plan has nothing left to cancel, and may be bought again.
    expect((await cancel(cy.cookie)).json().code).toBe('billing.not_subscribed');
    expect((await startCheckout(app, cy.cookie, 'pro_monthly')).statusCode).toBe(200);
  });

  it('has nothing to cancel for a free user', async () => {
    const dee = await createUser(app, 'dee@example.com');
    const response = await cancel(dee.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'billing.not_subscribed',
      message: 'You have no subscription to cancel.',
      requestId: expect.any(String),
    });
  });

  it("only ever reads and cancels the caller's own subscription", async () => {
    const owner = await createUser(app, 'owner@example.com');
    const other = await createUser(app, 'other@example.com');
    const bought = (await buyWithSandbox(app, owner.cookie, 'pro_annual')).json();

    expect(await subscriptionOf(app, other.cookie)).toMatchObject({ plan: 'free', isPro: false });
    expect((await cancel(other.cookie)).json().code).toBe('billing.not_subscribed');
    expect(await subscriptionOf(app, owner.cookie)).toEqual(bought);
    // Nothing in a request names whose subscription it is: a user id in the body is ignored.
    const sneaky = await call(other.cookie, 'POST', '/api/subscription/cancel', {
      userId: owner.userId,
    });
    expect(sneaky.json().code).toBe('billing.not_subscribed');
    expect(await subscriptionOf(app, owner.cookie)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('refuses a gateway this server does not have, naming it', async () => {
    const eve = await createUser(app, 'eve@example.com');
    const response = await startCheckout(app, eve.cookie, 'pro_monthly', 'stripe');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'billing.gateway_unavailable',
      message: `${GATEWAY_LABELS.stripe} is not available on this server.`,
      requestId: expect.any(String),
    });
  });

  it('refuses paying through another gateway while a plan billed elsewhere lasts', async () => {
    const fay = await createUser(app, 'fay@example.com');
    await handle.db.insert(userSubscriptions).values({
      userId: fay.userId,
      plan: 'pro_monthly',
      planDisplay: 'Pro Monthly',
      isActive: true,
      provider: 'paypal',
      currentPeriodEnd: new Date(clock + 20 * DAY_MS),
    });
    const response = await startCheckout(app, fay.cookie, 'pro_annual');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'billing.billed_elsewhere' });
    expect(response.json().message).toContain(GATEWAY_LABELS.paypal);
  });

  it('opens billing management for Stripe subscribers only', async () => {
    const gil = await createUser(app, 'gil@example.com');
    await buyWithSandbox(app, gil.cookie, 'pro_monthly');
    const response = await call(gil.cookie, 'POST', '/api/billing/portal');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('billing.not_subscribed');
  });

  it("tells every open tab of the user, and nobody else's, of each change", async () => {
    const hal = await createUser(app, 'hal@example.com');
    const ivy = await createUser(app, 'ivy@example.com');
    const [halTab, ivyTab] = await Promise.all([
      sockets.open(hal.cookie),
      sockets.open(ivy.cookie),
    ]);
    const changes = (socket: Socket) => {
      const seen: unknown[] = [];
      socket.on(SUBSCRIPTION_EVENTS.changed, (payload: unknown) => seen.push(payload));
      return seen;
    };
    const [halSeen, ivySeen] = [changes(halTab), changes(ivyTab)];

    const bought = (await buyWithSandbox(app, hal.cookie, 'pro_monthly')).json();
    const cancelled = (await cancel(hal.cookie)).json();
    for (let attempt = 0; attempt < 100 && halSeen.length < 2; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(halSeen).toEqual([bought, cancelled]);
    expect(ivySeen).toEqual([]);
  });
});

describe('a server with Stripe and PayPal configured', () => {
  let app: App;
  // Nothing here reaches the providers: the addresses only have to be well formed.
  const running = useTestApp(pgliteDatabase, {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_wiring',
      STRIPE_WEBHOOK_SECRET: 'whsec_wiring',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_ANNUAL: 'price_annual',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
      PAYPAL_CLIENT_ID: 'paypal-id',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      PAYPAL_API_BASE: 'http://127.0.0.1:9',
    },
  });
  beforeAll(async () => {
    ({ app } = running);
  });

  it('offers both providers and no test payments', async () => {
    const plans = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(plans.json().gateways).toEqual(['stripe', 'paypal']);
    const jo = await createUser(app, 'jo@example.com');
    const sandbox = await startCheckout(app, jo.cookie, 'pro_monthly', 'sandbox');
    expect(sandbox.json().code).toBe('billing.gateway_unavailable');
    const page = await app.inject({
      method: 'GET',
      url: `/billing/sandbox/${'A'.repeat(32)}`,
      headers: { cookie: jo.cookie },
    });
    expect(page.json().code).toBe('request.route_not_found');
  });

  it("listens for Stripe's webhook, believing only signed events", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload: JSON.stringify({ id: 'evt_forged', type: 'customer.subscription.deleted' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('billing.invalid_signature');
  });
});

describe('a provider that fails', () => {
  let handle: DatabaseHandle;
  let app: App;
  const down = async (): Promise<never> => {
    throw billingErrors.providerFailed('paypal');
  };
  const failing: PaymentGateway = {
    name: 'paypal',
    createCheckout: down,
    confirm: down,
    cancel: down,
  };
  const running = useTestApp(pgliteDatabase, { paymentGateways: [failing] });
  beforeAll(async () => {
    ({ app, handle } = running);
  });

  it('leaves the subscription as it was, whatever was asked', async () => {
    const kim = await createUser(app, 'kim@example.com');
    const end = new Date(Date.now() + 10 * DAY_MS);
    await handle.db.insert(userSubscriptions).values({
      userId: kim.userId,
      plan: 'pro_monthly',
      planDisplay: 'Pro Monthly',
      isActive: true,
      provider: 'paypal',
      currentPeriodEnd: end,
    });
    const headers = { cookie: kim.cookie, origin: TEST_APP_URL };
    const before = await subscriptionOf(app, kim.cookie);

    const attempts = [
      await startCheckout(app, kim.cookie, 'pro_annual', 'paypal'),
      await app.inject({
        method: 'POST',
        url: '/api/billing/confirm',
        headers,
        payload: { gateway: 'paypal', plan: 'pro_annual', token: 'ORDER-1' },
      }),
      await app.inject({ method: 'POST', url: '/api/subscription/cancel', headers }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('billing.provider_failed');
    }
    expect(await subscriptionOf(app, kim.cookie)).toEqual(before);
    expect(before).toMatchObject({ isPro: true, cancelAtPeriodEnd: false });
  });
});

describe('cancelling while the held subscription changes', () => {
  let handle: DatabaseHandle;
  let app: App;
  let kimId = '';
  // Stripe's answer comes back after a webhook made another subscription the held one.
  const racing: PaymentGateway = {
    name: 'stripe',
    createCheckout: async () => ({ url: 'http://127.0.0.1:9/unused' }),
    confirm: async () => {
      throw billingErrors.providerFailed('stripe');
    },
    cancel: async () => {
      await handle.db
        .update(userSubscriptions)
        .set({ stripeSubscriptionId: 'sub_new' })
        .where(eq(userSubscriptions.userId, kimId));
    },
  };
  const running = useTestApp(pgliteDatabase, { paymentGateways: [racing] });
  beforeAll(async () => {
    ({ app, handle } = running);
  });

  it('marks only the subscription it cancelled as ending', async () => {
    const kim = await createUser(app, 'kim@example.com');
    kimId = kim.userId;
    await handle.db.insert(userSubscriptions).values({
      userId: kim.userId,
      plan: 'pro_monthly',
      planDisplay: 'Pro Monthly',
      isActive: true,
      provider: 'stripe',
      stripeSubscriptionId: 'sub_old',
      currentPeriodEnd: new Date(Date.now() + 10 * DAY_MS),
    });
    const headers = { cookie: kim.cookie, origin: TEST_APP_URL };
    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ isPro: true, cancelAtPeriodEnd: false });
    const [row] = await handle.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, kim.userId));
    expect(row).toMatchObject({ stripeSubscriptionId: 'sub_new', cancelAtPeriodEnd: false });
  });
});
