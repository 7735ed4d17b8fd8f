import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../test/app.ts';
import {
  confirmPayment,
  startCheckout,
  startTestPaypal,
  startTestStripe,
  subscriptionOf,
} from '../../test/billing.ts';
import { testDatabases } from '../../test/databases.ts';
import type { FakePaypal } from '../../test/fake-paypal.ts';
import type { FakeStripe, SignedStripeEvent } from '../../test/fake-stripe.ts';
import { createUser } from '../../test/users.ts';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.routes.ts';

describe.each(testDatabases())('Stripe and PayPal on one server, on $name', (database) => {
  let stripe: FakeStripe;
  let paypal: FakePaypal;
  let handle: DatabaseHandle;
  let app: App;
  let users = 0;
  const warnings: { userId?: string; provider?: string; paymentId?: string }[] = [];

  beforeAll(async () => {
    const testStripe = await startTestStripe();
    stripe = testStripe.fake;
    const testPaypal = await startTestPaypal();
    paypal = testPaypal.fake;
    handle = await database.open();
    app = await createTestApp({
      database: handle,
      logger: {
        level: 'warn',
        stream: { write: (line: string) => warnings.push(JSON.parse(line)) },
      },
      env: { ...testStripe.env, ...testPaypal.env },
    });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await Promise.all([stripe.close(), paypal.close()]);
  });

  const newUser = async () => {
    users += 1;
    return createUser(app, `both-${users}@example.com`);
  };
  const deliver = (event: SignedStripeEvent) =>
    app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });

  /** A Stripe Checkout Session the user opened and paid; its event not yet delivered. */
  const paidAtStripe = async (cookie: string) => {
    const started = await startCheckout(app, cookie, 'pro_monthly', 'stripe');
    const session = [...stripe.sessions.values()].find((each) => each.url === started.json().url);
    if (!session) throw new Error('no Checkout Session');
    stripe.completeCheckout(session.id);
    const paid = structuredClone(stripe.sessions.get(session.id) ?? session);
    return {
      subscriptionId: paid.subscription ?? '',
      completed: () => stripe.event('checkout.session.completed', paid),
    };
  };

  /** A PayPal order the user opened and approved; not yet brought back to confirm. */
  const approvedAtPaypal = async (cookie: string) => {
    const started = await startCheckout(app, cookie, 'pro_monthly', 'paypal');
    const orderId = new URL(started.json().url).searchParams.get('token') ?? '';
    return new URL(paypal.approve(orderId)).searchParams.get('token') ?? '';
  };

  it('captures nothing for a PayPal order approved in another tab while Stripe bills', async () => {
    const { cookie } = await newUser();
    const order = await approvedAtPaypal(cookie);
    const { completed } = await paidAtStripe(cookie);
    await deliver(completed());
    const held = await subscriptionOf(app, cookie);
    expect(held).toMatchObject({ provider: 'stripe', isPro: true });

    const response = await confirmPayment(app, cookie, {
      gateway: 'paypal',
      plan: 'pro_monthly',
      token: order,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'billing.billed_elsewhere' });
    expect(paypal.orders.get(order)?.status).toBe('APPROVED');
    expect(await subscriptionOf(app, cookie)).toEqual(held);
  });

  it('ends a Stripe subscription paid in another tab while a PayPal purchase lasts', async () => {
    const { userId, cookie } = await newUser();
    const stripeTab = await startCheckout(app, cookie, 'pro_monthly', 'stripe');
    expect(stripeTab.statusCode).toBe(200);
    const order = await approvedAtPaypal(cookie);
    const bought = await confirmPayment(app, cookie, {
      gateway: 'paypal',
      plan: 'pro_monthly',
      token: order,
    });
    expect(bought.json()).toMatchObject({ provider: 'paypal', isPro: true });

    const session = [...stripe.sessions.values()].find((each) => each.url === stripeTab.json().url);
    if (!session) throw new Error('no Checkout Session');
    stripe.completeCheckout(session.id);
    const subscriptionId = stripe.sessions.get(session.id)?.subscription ?? '';
    warnings.length = 0;
    const paid = structuredClone(stripe.sessions.get(session.id) ?? session);
    expect((await deliver(stripe.event('checkout.session.completed', paid))).statusCode).toBe(200);

    expect(await subscriptionOf(app, cookie)).toEqual(bought.json());
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(warnings).toMatchObject([{ userId, provider: 'stripe', paymentId: subscriptionId }]);
  });
});
