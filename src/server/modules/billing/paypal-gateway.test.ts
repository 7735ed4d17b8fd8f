import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaidPlanKey } from '../../../shared/domain/plans.ts';
import { type FakePaypal, startFakePaypal } from '../../test/fake-paypal.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentReturnUrls } from './payment-return-urls.ts';
import { createPaypalGateway } from './paypal-gateway.ts';

const APP_URL = 'http://localhost:3000';
const user = { id: 'user-1', email: 'ada@example.com' };
const notVerified = { code: 'billing.payment_not_verified' };
const providerFailed = { code: 'billing.provider_failed' };

describe('the PayPal gateway, against a fake PayPal REST API', () => {
  let fake: FakePaypal;
  let gateway: PaymentGateway;

  beforeAll(async () => {
    fake = await startFakePaypal();
    gateway = createPaypalGateway({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiBase: fake.apiBase,
    });
  });
  afterEach(() => fake.recover());
  afterAll(() => fake.close());

  /** Starts a purchase; answers the order PayPal made for it. */
  const order = async (plan: PaidPlanKey = 'pro_monthly', buyer = user) => {
    const { url } = await gateway.createCheckout({
      user: buyer,
      plan,
      subscription: null,
      ...paymentReturnUrls(APP_URL, 'paypal', plan),
    });
    const id = new URL(url).searchParams.get('token') ?? '';
    const created = fake.orders.get(id);
    if (!created) throw new Error(`no order behind ${url}`);
    return { id, url, created };
  };

  /** The buyer approves on PayPal and comes back; answers the order id they bring. */
  const approved = async (plan: PaidPlanKey = 'pro_monthly') => {
    const { id } = await order(plan);
    const returnUrl = new URL(fake.approve(id));
    expect(returnUrl.pathname).toBe('/payment-status');
    expect(returnUrl.searchParams.get('status')).toBe('success');
    return returnUrl.searchParams.get('token') ?? '';
  };

  it("creates an order for the plan's price, marked with the user and plan", async () => {
    const { url, created } = await order('pro_annual');
    expect(url).toBe(`${fake.apiBase}/checkoutnow?token=${created.id}`);
    expect(created.purchase_units).toMatchObject([
      { amount: { currency_code: 'USD', value: '60.00' }, custom_id: 'user-1:pro_annual' },
    ]);
  });

  it('captures an approved order and confirms exactly what was paid', async () => {
    const token = await approved('pro_monthly');
    const confirmed = await gateway.confirm({
      userId: user.id,
      plan: 'pro_monthly',
      token,
      refusal: null,
    });
    const capture = fake.orders.get(token)?.purchase_units[0]?.payments?.captures[0];
    expect(confirmed).toEqual({
      plan: 'pro_monthly',
      paymentId: token,
      periodEnd: null,
      cancelAtPeriodEnd: false,
      ids: { paypalOrderId: token, paypalCaptureId: capture?.id },
    });
  });

  it('confirms a replayed return with the same payment id, capturing only once', async () => {
    const token = await approved();
    const captures = fake.stats.captures;
    const first = await gateway.confirm({
      userId: user.id,
      plan: 'pro_monthly',
      token,
      refusal: null,
    });
    const again = await gateway.confirm({
      userId: user.id,
      plan: 'pro_monthly',
      token,
      refusal: null,
    });
    expect(again).toEqual(first);
    expect(fake.stats.captures).toBe(captures + 1);
  });

  it('confirms two returns racing each other alike, capturing only once', async () => {
    const token = await approved();
    const captures = fake.stats.captures;
    const confirm = () =>
      gateway.confirm({ userId: user.id, plan: 'pro_monthly', token, refusal: null });
    const [first, second] = await Promise.all([confirm(), confirm()]);
    expect(second).toEqual(first);
    expect(fake.stats.captures).toBe(captures + 1);
  });

  it('refuses an order not approved, unknown, malformed, or for another plan, without capturing', async () => {
    const { id: unapproved } = await order();
    const token = await approved('pro_monthly');
    const captures = fake.stats.captures;
    const attempts = [
      { userId: user.id, plan: 'pro_monthly' as const, token: unapproved },
      { userId: user.id, plan: 'pro_monthly' as const, token: 'NOSUCHORDER12345' },
      { userId: user.id, plan: 'pro_monthly' as const, token: '../../v1/oauth2/token' },
      { userId: user.id, plan: 'pro_annual' as const, token },
    ];
    for (const attempt of attempts) {
      await expect(gateway.confirm({ ...attempt, refusal: null })).rejects.toMatchObject(
        notVerified,
      );
    }
    expect(fake.stats.captures).toBe(captures);
  });

  it("never captures another user's approved order", async () => {
    const token = await approved();
    await expect(
      gateway.confirm({ userId: 'someone-else', plan: 'pro_monthly', token, refusal: null }),
    ).rejects.toMatchObject(notVerified);
    expect(fake.orders.get(token)?.status).toBe('APPROVED');
  });

  it.each([
    { change: { value: '0.01' }, what: 'amount' },
    { change: { currency_code: 'EUR' }, what: 'currency' },
  ])('refuses a capture of another $what than the plan price', async ({ change }) => {
    const token = await approved();
    fake.tamperNextCapture(change);
    await expect(
      gateway.confirm({ userId: user.id, plan: 'pro_monthly', token, refusal: null }),
    ).rejects.toMatchObject(notVerified);
    // Asked again, it reads the same capture and refuses it again.
    await expect(
      gateway.confirm({ userId: user.id, plan: 'pro_monthly', token, refusal: null }),
    ).rejects.toMatchObject(notVerified);
  });

  it('fails with billing.provider_failed while PayPal answers 500, capturing nothing', async () => {
    const token = await approved();
    fake.fail('error');
    await expect(
      gateway.createCheckout({
        user,
        plan: 'pro_monthly',
        subscription: null,
        ...paymentReturnUrls(APP_URL, 'paypal', 'pro_monthly'),
      }),
    ).rejects.toMatchObject(providerFailed);
    await expect(
      gateway.confirm({ userId: user.id, plan: 'pro_monthly', token, refusal: null }),
    ).rejects.toMatchObject(providerFailed);
    fake.recover();
    expect(fake.orders.get(token)?.status).toBe('APPROVED');
  });

  it('fails with billing.provider_failed when PayPal does not answer in time', async () => {
    const impatient = createPaypalGateway({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiBase: fake.apiBase,
      timeoutMs: 200,
    });
    const token = await approved();
    fake.fail('hang');
    await expect(
      impatient.confirm({ userId: user.id, plan: 'pro_monthly', token, refusal: null }),
    ).rejects.toMatchObject(providerFailed);
  });

  it('fails with billing.provider_failed when PayPal refuses the credentials', async () => {
    const wrong = createPaypalGateway({
      clientId: fake.clientId,
      clientSecret: 'not-the-secret',
      apiBase: fake.apiBase,
    });
    await expect(
      wrong.confirm({
        userId: user.id,
        plan: 'pro_monthly',
        token: 'ABCDEFGHIJ1234567',
        refusal: null,
      }),
    ).rejects.toMatchObject(providerFailed);
  });

  it('asks for an access token once and reuses it', async () => {
    const fresh = createPaypalGateway({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiBase: fake.apiBase,
    });
    const token = await approved();
    const issued = fake.stats.tokensIssued;
    await fresh.confirm({ userId: user.id, plan: 'pro_monthly', token, refusal: null });
    await fresh.confirm({ userId: user.id, plan: 'pro_monthly', token, refusal: null });
    expect(fake.stats.tokensIssued).toBe(issued + 1);
  });

  it('cancels without calling PayPal, since a purchase does not renew', async () => {
    fake.fail('error');
    await expect(
      gateway.cancel({
        plan: 'pro_monthly',
        provider: 'paypal',
        currentPeriodEnd: new Date(),
        stripeCustomerId: null,
        stripeSubscriptionId: null,
      }),
    ).resolves.toBeUndefined();
  });
});
