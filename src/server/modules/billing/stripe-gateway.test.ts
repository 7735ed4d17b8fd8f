import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaidPlanKey } from '../../../shared/domain/plans.ts';
import { startTestStripe, TEST_STRIPE_PRICES } from '../../test/billing.ts';
import type { FakeStripe } from '../../test/fake-stripe.ts';
import type { CheckoutInput, PaymentGateway, StoredSubscription } from './payment-gateway.ts';
import { paymentReturnUrls } from './payment-return-urls.ts';
import { createStripeClient } from './stripe-client.ts';
import { createStripeGateway } from './stripe-gateway.ts';

const APP_URL = 'http://localhost:3000';
const user = { id: 'user-1', email: 'ada@example.com' };

function checkout(
  plan: PaidPlanKey,
  subscription: StoredSubscription | null = null,
  buyer = user,
): CheckoutInput {
  return { user: buyer, plan, subscription, ...paymentReturnUrls(APP_URL, 'stripe', plan) };
}

/** The token Stripe's success redirect carries back to Pomopal. */
const tokenOf = (returnUrl: string) => new URL(returnUrl).searchParams.get('token') ?? '';

/** A date Stripe can state exactly: whole seconds. */
const inDays = (days: number) => new Date(Math.floor(Date.now() / 1000 + days * 86_400) * 1000);

describe('the Stripe gateway, against a fake Stripe through the official SDK', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  let gateway: PaymentGateway;

  beforeAll(async () => {
    fake = (await startTestStripe()).fake;
    stripe = createStripeClient({ secretKey: fake.secretKey, apiBase: fake.apiBase });
    gateway = createStripeGateway({ stripe, prices: TEST_STRIPE_PRICES });
  });
  afterEach(() => fake.recover());
  afterAll(() => fake.close());

  const sessionAt = (url: string) => {
    const session = [...fake.sessions.values()].find((each) => each.url === url);
    if (!session) throw new Error(`no Checkout Session at ${url}`);
    return session;
  };

  /** A user who paid for `plan` through Checkout, as the server then stores them. */
  const subscribed = async (plan: PaidPlanKey, buyer = user) => {
    const started = await gateway.createCheckout(checkout(plan, null, buyer));
    const session = sessionAt(started.url);
    const returnUrl = fake.completeCheckout(session.id);
    const stored: StoredSubscription = {
      plan,
      provider: 'stripe',
      currentPeriodEnd: null,
      stripeCustomerId: session.customer,
      stripeSubscriptionId: session.subscription,
    };
    return { token: tokenOf(returnUrl), stored, subscriptionId: session.subscription ?? '' };
  };

  it("sends a new customer to a Checkout Session for the plan's price, made for this user", async () => {
    const input = checkout('pro_monthly', null, { id: 'user-new', email: 'new@example.com' });
    const started = await gateway.createCheckout(input);

    const session = sessionAt(started.url);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: 'user-new',
      customer: started.stripeCustomerId,
      amount_total: 600,
      success_url: `${input.successUrl}&token={CHECKOUT_SESSION_ID}`,
      cancel_url: input.cancelUrl,
    });
    expect(fake.customers.get(started.stripeCustomerId ?? '')).toMatchObject({
      email: 'new@example.com',
      metadata: { pomopal_user_id: 'user-new' },
    });
  });

  it('reuses the customer it made for the user, and makes only one for two quick clicks', async () => {
    const buyer = { id: 'user-twice', email: 'twice@example.com' };
    const before = fake.customers.size;
    const [first, second] = await Promise.all([
      gateway.createCheckout(checkout('pro_monthly', null, buyer)),
      gateway.createCheckout(checkout('pro_annual', null, buyer)),
    ]);
    expect(second.stripeCustomerId).toBe(first.stripeCustomerId);
    expect(fake.customers.size).toBe(before + 1);

    const stored: StoredSubscription = {
      plan: 'free',
      provider: null,
      currentPeriodEnd: null,
      stripeCustomerId: first.stripeCustomerId ?? null,
      stripeSubscriptionId: null,
    };
    const again = await gateway.createCheckout(checkout('pro_annual', stored, buyer));
    expect(again.stripeCustomerId).toBeUndefined();
    expect(sessionAt(again.url).customer).toBe(first.stripeCustomerId);
    expect(fake.customers.size).toBe(before + 1);
  });

  it('confirms a paid checkout with the period end and ids Stripe states', async () => {
    const started = await gateway.createCheckout(checkout('pro_annual'));
    const session = sessionAt(started.url);
    const periodEnd = inDays(365);
    const returnUrl = fake.completeCheckout(session.id, { periodEnd });
    expect(returnUrl).toMatch(/^http:\/\/localhost:3000\/payment-status\?status=success&/);

    const confirmed = await gateway.confirm({
      userId: user.id,
      plan: 'pro_annual',
      token: tokenOf(returnUrl),
      refusal: null,
    });
    expect(confirmed).toEqual({
      plan: 'pro_annual',
      paymentId: session.id,
      periodEnd,
      cancelAtPeriodEnd: false,
      ids: {
        stripeCustomerId: session.customer,
        stripeSubscriptionId: fake.sessions.get(session.id)?.subscription,
      },
    });
  });

  it('refuses a checkout that is unpaid, unknown, malformed, for another plan or another user', async () => {
    const unpaid = sessionAt((await gateway.createCheckout(checkout('pro_monthly'))).url);
    const { token } = await subscribed('pro_monthly');
    const refusals = [
      { userId: user.id, plan: 'pro_monthly' as const, token: unpaid.id },
      { userId: user.id, plan: 'pro_monthly' as const, token: 'cs_test_unknown' },
      { userId: user.id, plan: 'pro_monthly' as const, token: '../customers/cus_1' },
      { userId: user.id, plan: 'pro_annual' as const, token },
      { userId: 'someone-else', plan: 'pro_monthly' as const, token },
    ];
    for (const attempt of refusals) {
      await expect(gateway.confirm({ ...attempt, refusal: null })).rejects.toMatchObject({
        code: 'billing.payment_not_verified',
      });
    }
  });

  it('changes the plan of a running subscription in place instead of starting a second one', async () => {
    const { stored, subscriptionId } = await subscribed('pro_monthly');
    const sessions = fake.sessions.size;
    const subscriptions = fake.subscriptions.size;

    const input = checkout('pro_annual', stored);
    const started = await gateway.createCheckout(input);
    expect(started.url).toBe(`${input.successUrl}&token=${subscriptionId}`);
    expect(fake.sessions.size).toBe(sessions);
    expect(fake.subscriptions.size).toBe(subscriptions);

    const changed = fake.subscriptions.get(subscriptionId);
    expect(changed?.items.data.map((item) => item.price.id)).toEqual([
      TEST_STRIPE_PRICES.pro_annual,
    ]);
    const confirmed = await gateway.confirm({
      userId: user.id,
      plan: 'pro_annual',
      token: tokenOf(started.url),
      refusal: null,
    });
    expect(confirmed).toMatchObject({
      plan: 'pro_annual',
      paymentId: changed?.latest_invoice,
      ids: { stripeSubscriptionId: subscriptionId },
    });
    expect('periodEnd' in confirmed && confirmed.periodEnd?.getTime()).toBeGreaterThan(
      inDays(364).getTime(),
    );
    await expect(
      gateway.confirm({
        userId: 'someone-else',
        plan: 'pro_annual',
        token: subscriptionId,
        refusal: null,
      }),
    ).rejects.toMatchObject({ code: 'billing.payment_not_verified' });
  });

  it('starts a new checkout when the stored subscription has ended at Stripe', async () => {
    const { stored, subscriptionId } = await subscribed('pro_monthly');
    fake.changeSubscription(subscriptionId, { status: 'canceled' });
    const started = await gateway.createCheckout(checkout('pro_monthly', stored));
    expect(sessionAt(started.url).customer).toBe(stored.stripeCustomerId);
  });

  it('cancels at the period end at Stripe, and opens the billing portal', async () => {
    const { stored, subscriptionId } = await subscribed('pro_monthly');
    await gateway.cancel(stored);
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });

    const url = await gateway.portal?.(stored, `${APP_URL}/subscription`);
    const portal = [...fake.portalSessions.values()].find((session) => session.url === url);
    expect(portal).toMatchObject({
      customer: stored.stripeCustomerId,
      return_url: `${APP_URL}/subscription`,
    });
  });

  it('refuses to cancel or open billing for a user with no Stripe subscription', async () => {
    const none: StoredSubscription = {
      plan: 'free',
      provider: null,
      currentPeriodEnd: null,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
    };
    await expect(gateway.cancel(none)).rejects.toMatchObject({ code: 'billing.not_subscribed' });
    await expect(gateway.portal?.(none, APP_URL)).rejects.toMatchObject({
      code: 'billing.not_subscribed',
    });
  });

  it('rides out one failed answer with a retry', async () => {
    fake.fail('error', 1);
    const started = await gateway.createCheckout(checkout('pro_monthly'));
    expect(sessionAt(started.url).status).toBe('open');
  });

  it('fails with billing.provider_failed, changing nothing, while Stripe answers 500', async () => {
    const { stored, token, subscriptionId } = await subscribed('pro_monthly');
    const customers = fake.customers.size;
    const sessions = fake.sessions.size;
    fake.fail('error');
    const failed = { code: 'billing.provider_failed' };
    await expect(gateway.createCheckout(checkout('pro_monthly'))).rejects.toMatchObject(failed);
    await expect(
      gateway.confirm({ userId: user.id, plan: 'pro_monthly', token, refusal: null }),
    ).rejects.toMatchObject(failed);
    await expect(gateway.cancel(stored)).rejects.toMatchObject(failed);
    fake.recover();
    expect(fake.customers.size).toBe(customers);
    expect(fake.sessions.size).toBe(sessions);
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
  });

  it('fails with billing.provider_failed when Stripe does not answer in time', async () => {
    const impatient = createStripeGateway({
      stripe: createStripeClient({
        secretKey: fake.secretKey,
        apiBase: fake.apiBase,
        timeoutMs: 200,
      }),
      prices: TEST_STRIPE_PRICES,
    });
    fake.fail('hang');
    const started = Date.now();
    await expect(impatient.createCheckout(checkout('pro_monthly'))).rejects.toMatchObject({
      code: 'billing.provider_failed',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
