import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaidPlanKey } from '../../../shared/domain/plans.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { user } from '../../schema.ts';
import { createTestApp, TEST_APP_URL } from '../../test/app.ts';
import {
  confirmPayment,
  startCheckout,
  startTestStripe,
  subscriptionOf,
  TEST_STRIPE_PRICES,
} from '../../test/billing.ts';
import { testDatabases } from '../../test/databases.ts';
import type { FakeStripe, SignedStripeEvent } from '../../test/fake-stripe.ts';
import type { FakeCheckoutSession } from '../../test/fake-stripe-objects.ts';
import { createUser } from '../../test/users.ts';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.routes.ts';

const DAY_MS = 86_400_000;

/** A date Stripe can state exactly: whole seconds. */
const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

describe.each(testDatabases())('paying with Stripe, end to end, on $name', (database) => {
  let fake: FakeStripe;
  let handle: DatabaseHandle;
  let app: App;
  let clock = Date.now();
  let users = 0;
  const warnings: { msg: string; userId?: string; stripeSubscriptionId?: string }[] = [];

  beforeAll(async () => {
    const testStripe = await startTestStripe();
    fake = testStripe.fake;
    handle = await database.open();
    app = await createTestApp({
      database: handle,
      now: () => new Date(clock),
      logger: {
        level: 'warn',
        stream: { write: (line: string) => warnings.push(JSON.parse(line)) },
      },
      env: testStripe.env,
    });
  });
  afterEach(() => {
    fake.recover();
    clock = Date.now();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await fake.close();
  });

  const newUser = async () => {
    users += 1;
    const email = `stripe-${users}@example.com`;
    return { email, ...(await createUser(app, email)) };
  };

  const call = (cookie: string, url: string) =>
    app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_APP_URL } });

  /** Stripe delivering an event: no session, no Origin, only its signature. */
  const deliver = (event: SignedStripeEvent) =>
    app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': event.signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      payload: event.payload,
    });

  /** The user starts a Stripe checkout on Pomopal: the Checkout Session it sends them to. */
  const openAtStripe = async (cookie: string, plan: PaidPlanKey) => {
    const started = await startCheckout(app, cookie, plan, 'stripe');
    expect(started.statusCode).toBe(200);
    const { url }: { url: string } = started.json();
    const session = [...fake.sessions.values()].find((each) => each.url === url);
    if (!session) throw new Error(`no Checkout Session at ${url}`);
    return session;
  };

  /** The user pays on Stripe's page for a Checkout Session they opened. */
  const payOpened = (session: FakeCheckoutSession, periodEnd?: Date) => {
    const returnUrl = fake.completeCheckout(session.id, { periodEnd });
    const paid = fake.sessions.get(session.id);
    const subscriptionId = paid?.subscription ?? '';
    const snapshot = () => structuredClone(fake.subscriptions.get(subscriptionId) ?? {});
    return {
      token: new URL(returnUrl).searchParams.get('token') ?? '',
      completed: fake.event('checkout.session.completed', structuredClone(paid ?? {})),
      session,
      subscriptionId,
      snapshot,
    };
  };

  /** The user starts a Stripe checkout on Pomopal and pays on Stripe's page. */
  const payAtStripe = async (cookie: string, plan: PaidPlanKey, periodEnd?: Date) =>
    payOpened(await openAtStripe(cookie, plan), periodEnd);

  it("makes the user Pro when Stripe's webhook tells of a paid checkout", async () => {
    const { userId, cookie, email } = await newUser();
    const periodEnd = wholeSeconds(Date.now() + 30 * DAY_MS);
    const { completed, session } = await payAtStripe(cookie, 'pro_monthly', periodEnd);
    expect(session.client_reference_id).toBe(userId);
    expect(fake.customers.get(session.customer ?? '')?.email).toBe(email);
    expect(await subscriptionOf(app, cookie)).toMatchObject({ plan: 'free', isPro: false });

    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await subscriptionOf(app, cookie)).toEqual({
      plan: 'pro_monthly',
      planDisplay: 'Pro Monthly',
      isActive: true,
      isPro: true,
      currentPeriodEnd: periodEnd.toISOString(),
      provider: 'stripe',
      cancelAtPeriodEnd: false,
    });
  });

  it('grants Pro at once on the return, once, whatever the webhook says after', async () => {
    const { cookie } = await newUser();
    const { token, completed } = await payAtStripe(cookie, 'pro_annual');
    const confirmed = await confirmPayment(app, cookie, {
      gateway: 'stripe',
      plan: 'pro_annual',
      token,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ plan: 'pro_annual', isPro: true });
    const granted = await subscriptionOf(app, cookie);

    const replayed = await confirmPayment(app, cookie, {
      gateway: 'stripe',
      plan: 'pro_annual',
      token,
    });
    expect(replayed.json()).toEqual(granted);
    await deliver(completed);
    expect(await subscriptionOf(app, cookie)).toEqual(granted);
  });

  it("does not grant another user's paid checkout to whoever brings its token", async () => {
    const payer = await newUser();
    const other = await newUser();
    const { token } = await payAtStripe(payer.cookie, 'pro_monthly');
    const response = await confirmPayment(app, other.cookie, {
      gateway: 'stripe',
      plan: 'pro_monthly',
      token,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'billing.payment_not_verified' });
    expect(await subscriptionOf(app, other.cookie)).toMatchObject({ isPro: false });
  });

  it('ignores an event delivered a second time', async () => {
    const { cookie } = await newUser();
    const { completed, subscriptionId, snapshot } = await payAtStripe(cookie, 'pro_monthly');
    expect((await deliver(completed)).statusCode).toBe(200);

    // Were the repeat processed, it would read the cancel Stripe now holds.
    fake.changeSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await subscriptionOf(app, cookie)).toMatchObject({
      isPro: true,
      cancelAtPeriodEnd: false,
    });

    await deliver(fake.event('customer.subscription.updated', snapshot()));
    expect(await subscriptionOf(app, cookie)).toMatchObject({
      isPro: true,
      cancelAtPeriodEnd: true,
    });
  });

  it('leaves the right state when events arrive out of order', async () => {
    const { cookie } = await newUser();
    const { completed, subscriptionId, snapshot } = await payAtStripe(cookie, 'pro_monthly');
    await deliver(completed);
    const staleUpdate = fake.event('customer.subscription.updated', snapshot());
    fake.changeSubscription(subscriptionId, { status: 'canceled' });
    const deleted = fake.event('customer.subscription.deleted', snapshot());

    await deliver(deleted);
    await deliver(staleUpdate);
    expect(await subscriptionOf(app, cookie)).toMatchObject({ isActive: false, isPro: false });
  });

  it('never grants Pro for a subscription that ended before its first event arrived', async () => {
    const { cookie } = await newUser();
    const { completed, subscriptionId, snapshot } = await payAtStripe(cookie, 'pro_monthly');
    fake.changeSubscription(subscriptionId, { status: 'canceled' });
    await deliver(fake.event('customer.subscription.deleted', snapshot()));
    await deliver(completed);
    expect(await subscriptionOf(app, cookie)).toMatchObject({ plan: 'free', isPro: false });
  });

  it('takes, and lets go of, an event about an account deleted since', async () => {
    const { userId, cookie } = await newUser();
    const { completed } = await payAtStripe(cookie, 'pro_monthly');
    await handle.db.delete(user).where(eq(user.id, userId));
    // Answered as done, so Stripe stops resending what can never apply.
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await deliver(completed)).statusCode).toBe(200);
  });

  it('refuses an event with a forged signature, changing nothing', async () => {
    const { cookie } = await newUser();
    const { session } = await payAtStripe(cookie, 'pro_monthly');
    const forged = fake.event('checkout.session.completed', fake.sessions.get(session.id) ?? {}, {
      secret: 'whsec_not_stripes',
    });
    const response = await deliver(forged);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'billing.invalid_signature' });
    expect(await subscriptionOf(app, cookie)).toMatchObject({ plan: 'free', isPro: false });
  });

  it('cancels at the period end at Stripe: Pro until then, free after', async () => {
    const { cookie } = await newUser();
    const periodEnd = wholeSeconds(Date.now() + 20 * DAY_MS);
    const { completed, subscriptionId } = await payAtStripe(cookie, 'pro_monthly', periodEnd);
    await deliver(completed);

    const cancelled = await call(cookie, '/api/subscription/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ isPro: true, cancelAtPeriodEnd: true });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);

    clock = periodEnd.getTime() + 1000;
    expect(await subscriptionOf(app, cookie)).toMatchObject({ isPro: false });
  });

  it('resumes a cancelled subscription at Stripe before its end, so it renews again', async () => {
    const { cookie } = await newUser();
    const periodEnd = wholeSeconds(Date.now() + 20 * DAY_MS);
    const { completed, subscriptionId } = await payAtStripe(cookie, 'pro_monthly', periodEnd);
    await deliver(completed);
    expect((await call(cookie, '/api/subscription/cancel')).statusCode).toBe(200);

    const resumed = await call(cookie, '/api/billing/resume');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      isPro: true,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: periodEnd.toISOString(),
    });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
    expect(await subscriptionOf(app, cookie)).toMatchObject({ cancelAtPeriodEnd: false });

    // Nothing is cancelled any more: a second resume says so.
    const again = await call(cookie, '/api/billing/resume');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'billing.nothing_to_resume' });
  });

  it('resumes nothing that Stripe has ended already, though its webhook was not heard yet', async () => {
    const { cookie } = await newUser();
    const { completed, subscriptionId } = await payAtStripe(cookie, 'pro_monthly');
    await deliver(completed);
    expect((await call(cookie, '/api/subscription/cancel')).statusCode).toBe(200);
    fake.changeSubscription(subscriptionId, { status: 'canceled' });

    const resumed = await call(cookie, '/api/billing/resume');
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json()).toMatchObject({ code: 'billing.nothing_to_resume' });
  });

  it('resumes nothing once the cancelled period is over', async () => {
    const { cookie } = await newUser();
    const periodEnd = wholeSeconds(Date.now() + 20 * DAY_MS);
    const { completed, subscriptionId } = await payAtStripe(cookie, 'pro_monthly', periodEnd);
    await deliver(completed);
    expect((await call(cookie, '/api/subscription/cancel')).statusCode).toBe(200);

    clock = periodEnd.getTime() + 1000;
    const late = await call(cookie, '/api/billing/resume');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'billing.nothing_to_resume' });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
  });

  it('changes the plan of the running subscription instead of starting a second one', async () => {
    const { cookie } = await newUser();
    const { completed, session } = await payAtStripe(cookie, 'pro_monthly');
    await deliver(completed);

    const started = await startCheckout(app, cookie, 'pro_annual', 'stripe');
    expect(started.statusCode).toBe(200);
    const token = new URL(started.json().url).searchParams.get('token') ?? '';
    const confirmed = await confirmPayment(app, cookie, {
      gateway: 'stripe',
      plan: 'pro_annual',
      token,
    });
    expect(confirmed.json()).toMatchObject({ plan: 'pro_annual', isPro: true });
    const ofCustomer = [...fake.subscriptions.values()].filter(
      (each) => each.customer === session.customer,
    );
    expect(ofCustomer).toHaveLength(1);
  });

  it("opens Stripe's billing portal for a Stripe subscriber", async () => {
    const { cookie } = await newUser();
    const { completed, session } = await payAtStripe(cookie, 'pro_monthly');
    await deliver(completed);
    const response = await call(cookie, '/api/billing/portal');
    expect(response.statusCode).toBe(200);
    const portal = [...fake.portalSessions.values()].find(
      (each) => each.url === response.json().url,
    );
    expect(portal).toMatchObject({
      customer: session.customer,
      return_url: `${TEST_APP_URL}/subscription`,
    });
  });

  it('answers billing.provider_failed while Stripe fails, and changes nothing', async () => {
    const { cookie } = await newUser();
    const { completed, subscriptionId } = await payAtStripe(cookie, 'pro_monthly');
    await deliver(completed);
    const before = await subscriptionOf(app, cookie);

    fake.fail('error');
    const upgrade = await startCheckout(app, cookie, 'pro_annual', 'stripe');
    expect(upgrade.statusCode).toBe(502);
    expect(upgrade.json()).toMatchObject({ code: 'billing.provider_failed' });
    const cancelled = await call(cookie, '/api/subscription/cancel');
    expect(cancelled.statusCode).toBe(502);
    expect(cancelled.json()).toMatchObject({ code: 'billing.provider_failed' });
    fake.recover();

    expect(await subscriptionOf(app, cookie)).toEqual(before);
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
      items: { data: [{ price: { id: TEST_STRIPE_PRICES.pro_monthly } }] },
    });
  });

  it('expires the Checkout Session left open in another tab when a new one starts', async () => {
    const { cookie } = await newUser();
    const first = await openAtStripe(cookie, 'pro_monthly');
    const second = await openAtStripe(cookie, 'pro_annual');
    expect(second.customer).toBe(first.customer);
    expect(fake.sessions.get(first.id)).toMatchObject({ status: 'expired', url: null });
    expect(fake.sessions.get(second.id)).toMatchObject({ status: 'open' });
  });

  it('ends a second paid subscription at once, keeping the first, when Stripe tells of it', async () => {
    const { userId, cookie } = await newUser();
    // Paid in one tab before the other tab started its checkout, so nothing could expire it.
    const first = await payAtStripe(cookie, 'pro_monthly');
    const second = await payAtStripe(cookie, 'pro_annual');
    await deliver(first.completed);
    const held = await subscriptionOf(app, cookie);
    warnings.length = 0;

    expect((await deliver(second.completed)).statusCode).toBe(200);
    expect(await subscriptionOf(app, cookie)).toEqual(held);
    expect(held).toMatchObject({ plan: 'pro_monthly', provider: 'stripe', isPro: true });
    expect(fake.subscriptions.get(second.subscriptionId)?.status).toBe('canceled');
    expect(fake.subscriptions.get(first.subscriptionId)?.status).toBe('active');
    expect(warnings).toMatchObject([{ userId, stripeSubscriptionId: second.subscriptionId }]);

    // Its cancellation, told afterwards, changes nothing either.
    await deliver(fake.event('customer.subscription.deleted', second.snapshot()));
    expect(await subscriptionOf(app, cookie)).toEqual(held);
  });

  it('refuses a second paid subscription brought back to confirm, and ends it', async () => {
    const { userId, cookie } = await newUser();
    const first = await payAtStripe(cookie, 'pro_monthly');
    const second = await payAtStripe(cookie, 'pro_annual');
    const granted = await confirmPayment(app, cookie, {
      gateway: 'stripe',
      plan: 'pro_monthly',
      token: first.token,
    });
    expect(granted.json()).toMatchObject({ plan: 'pro_monthly', isPro: true });
    warnings.length = 0;

    const refused = await confirmPayment(app, cookie, {
      gateway: 'stripe',
      plan: 'pro_annual',
      token: second.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'billing.plan_not_available' });
    expect(await subscriptionOf(app, cookie)).toEqual(granted.json());
    expect(fake.subscriptions.get(second.subscriptionId)?.status).toBe('canceled');
    expect(warnings).toMatchObject([{ userId, stripeSubscriptionId: second.subscriptionId }]);
  });

  it('lets a user whose renewal failed subscribe again, ending the unpaid subscription', async () => {
    const { cookie } = await newUser();
    const first = await payAtStripe(cookie, 'pro_monthly');
    await deliver(first.completed);
    const failed = fake.renew(first.subscriptionId, {
      paid: false,
      periodEnd: new Date(Date.now() + 60 * DAY_MS),
    });
    await deliver(fake.event('invoice.payment_failed', failed));
    expect(await subscriptionOf(app, cookie)).toMatchObject({ isPro: false });

    const again = await payAtStripe(cookie, 'pro_monthly');
    expect(again.subscriptionId).not.toBe(first.subscriptionId);
    expect(fake.subscriptions.get(first.subscriptionId)?.status).toBe('canceled');
    await deliver(again.completed);
    expect(await subscriptionOf(app, cookie)).toMatchObject({ plan: 'pro_monthly', isPro: true });
  });
});
