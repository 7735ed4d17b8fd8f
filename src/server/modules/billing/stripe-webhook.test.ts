import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Gateway } from '../../../shared/domain/payment-result.ts';
import { registerErrorHandling } from '../../lib/errors.ts';
import { startTestStripe, TEST_STRIPE_PRICES } from '../../test/billing.ts';
import type { FakeStripe, SignedStripeEvent } from '../../test/fake-stripe.ts';
import type { BillingLedger, StripeSubscriptionState } from './payment-gateway.ts';
import { paymentReturnUrls } from './payment-return-urls.ts';
import { createStripeClient } from './stripe-client.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './stripe-webhook.routes.ts';

/** The billing module's ledger as the webhook sees it, kept in memory. */
function memoryLedger() {
  const processed = new Map<string, { type: string; userId: string | null }>();
  const states = new Map<string, StripeSubscriptionState>();
  let writes = 0;
  const key = (provider: Gateway, eventId: string) => `${provider}:${eventId}`;
  const ledger: BillingLedger = {
    wasProcessed: async (provider, eventId) => processed.has(key(provider, eventId)),
    markProcessed: async ({ provider, eventId, type, userId }) => {
      processed.set(key(provider, eventId), { type, userId });
    },
    saveStripeSubscription: async (state) => {
      writes += 1;
      states.set(state.userId, state);
      return null;
    },
  };
  return { ledger, processed, states, writes: () => writes };
}

describe('the Stripe webhook', () => {
  let fake: FakeStripe;
  let app: FastifyInstance;
  let memory: ReturnType<typeof memoryLedger>;
  let userCount = 0;

  beforeAll(async () => {
    fake = (await startTestStripe()).fake;
  });
  beforeEach(async () => {
    memory = memoryLedger();
    const stripe = createStripeClient({ secretKey: fake.secretKey, apiBase: fake.apiBase });
    app = Fastify();
    registerErrorHandling(app);
    await app.register(stripeWebhookRoutes, {
      stripe,
      webhookSecret: fake.webhookSecret,
      ledger: memory.ledger,
      prices: TEST_STRIPE_PRICES,
    });
    // A route of the rest of the app, outside the webhook's scope.
    app.post('/api/echo', async (request) => ({ body: request.body }));
  });
  afterEach(async () => {
    fake.recover();
    await app.close();
  });
  afterAll(() => fake.close());

  const deliver = (event: SignedStripeEvent, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': event.signature,
        ...headers,
      },
      payload: event.payload,
    });

  /** A user who went through Stripe Checkout and paid; nothing has told Pomopal yet. */
  const paidCheckout = async ({ periodEnd }: { periodEnd?: Date } = {}) => {
    userCount += 1;
    const userId = `user-${userCount}`;
    const gateway = createStripeGateway({
      stripe: createStripeClient({ secretKey: fake.secretKey, apiBase: fake.apiBase }),
      prices: TEST_STRIPE_PRICES,
    });
    const { url } = await gateway.createCheckout({
      user: { id: userId, email: `${userId}@example.com` },
      plan: 'pro_monthly',
      subscription: null,
      ...paymentReturnUrls('http://localhost:3000', 'stripe', 'pro_monthly'),
    });
    const session = [...fake.sessions.values()].find((each) => each.url === url);
    if (!session) throw new Error('no session');
    fake.completeCheckout(session.id, { periodEnd });
    const subscriptionId = session.subscription ?? '';
    const subscription = () => {
      const current = fake.subscriptions.get(subscriptionId);
      if (!current) throw new Error('no subscription');
      return structuredClone(current);
    };
    return { userId, session: structuredClone(session), subscriptionId, subscription };
  };

  const wholeSeconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

  it('stores the subscription a completed checkout started', async () => {
    const periodEnd = wholeSeconds(new Date(Date.now() + 30 * 86_400_000));
    const { userId, session, subscriptionId } = await paidCheckout({ periodEnd });

    const response = await deliver(fake.event('checkout.session.completed', session));
    expect(response.statusCode).toBe(200);
    expect(memory.states.get(userId)).toEqual({
      userId,
      plan: 'pro_monthly',
      active: true,
      periodEnd,
      cancelAtPeriodEnd: false,
      customerId: session.customer,
      subscriptionId,
    });
  });

  it('answers an event it has already processed with 200 and does nothing more', async () => {
    const { session } = await paidCheckout();
    const event = fake.event('checkout.session.completed', session);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(memory.writes()).toBe(1);
  });

  it('reads the state again from Stripe, so a stale event arriving late changes nothing', async () => {
    const { userId, subscriptionId, subscription } = await paidCheckout();
    const staleUpdate = fake.event('customer.subscription.updated', subscription());
    fake.changeSubscription(subscriptionId, { status: 'canceled' });
    const deleted = fake.event('customer.subscription.deleted', subscription());

    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await deliver(staleUpdate)).statusCode).toBe(200);
    expect(memory.states.get(userId)).toMatchObject({ active: false, subscriptionId });
  });

  it('follows a cancel at the period end, a paid renewal and a failed one', async () => {
    const { userId, subscriptionId, subscription } = await paidCheckout();
    fake.changeSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    await deliver(fake.event('customer.subscription.updated', subscription()));
    expect(memory.states.get(userId)).toMatchObject({ active: true, cancelAtPeriodEnd: true });

    const renewedTo = wholeSeconds(new Date(Date.now() + 60 * 86_400_000));
    fake.changeSubscription(subscriptionId, { cancelAtPeriodEnd: false });
    const paid = fake.renew(subscriptionId, { paid: true, periodEnd: renewedTo });
    await deliver(fake.event('invoice.paid', paid));
    expect(memory.states.get(userId)).toMatchObject({
      active: true,
      cancelAtPeriodEnd: false,
      periodEnd: renewedTo,
    });

    const unpaid = fake.renew(subscriptionId, { paid: false, periodEnd: renewedTo });
    await deliver(fake.event('invoice.payment_failed', unpaid));
    expect(memory.states.get(userId)).toMatchObject({ active: false });
  });

  it("finds the user through the customer when the subscription's metadata was removed", async () => {
    const { userId, subscriptionId, subscription } = await paidCheckout();
    fake.changeSubscription(subscriptionId, { metadata: {} });
    await deliver(fake.event('customer.subscription.updated', subscription()));
    expect(memory.states.get(userId)).toMatchObject({ active: true, subscriptionId });
  });

  it('refuses a forged, tampered or unsigned event with 400 and changes nothing', async () => {
    const { session } = await paidCheckout();
    const genuine = fake.event('checkout.session.completed', session);
    const forged = fake.event('checkout.session.completed', session, { secret: 'whsec_forger' });
    const tampered = { ...genuine, payload: genuine.payload.replace('"paid"', '"unpaid"') };
    const attempts = [
      deliver(forged),
      deliver(tampered),
      deliver(genuine, { 'stripe-signature': '' }),
      app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload: genuine.payload }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'billing.invalid_signature' });
    }
    expect(memory.writes()).toBe(0);
    expect(memory.processed.size).toBe(0);
  });

  it('acknowledges event types it does not handle without acting on them', async () => {
    const { session } = await paidCheckout();
    const response = await deliver(fake.event('checkout.session.expired', session));
    expect(response.statusCode).toBe(200);
    expect(memory.writes()).toBe(0);
  });

  it('answers 502 while Stripe fails, so Stripe sends the event again, and applies it then', async () => {
    const { userId, session } = await paidCheckout();
    const event = fake.event('checkout.session.completed', session);
    fake.fail('error');
    const failed = await deliver(event);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'billing.provider_failed' });
    expect(memory.processed.size).toBe(0);

    fake.recover();
    expect((await deliver(event)).statusCode).toBe(200);
    expect(memory.states.get(userId)).toMatchObject({ active: true });
  });

  it('keeps parsing JSON for the rest of the app', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { hello: 'world' },
    });
    expect(response.json()).toEqual({ body: { hello: 'world' } });
  });
});
