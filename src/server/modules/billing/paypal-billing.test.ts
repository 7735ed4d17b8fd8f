import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addBillingInterval } from '../../../shared/domain/billing-period.ts';
import type { PaidPlanKey } from '../../../shared/domain/plans.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp, TEST_APP_URL } from '../../test/app.ts';
import {
  confirmPayment,
  startCheckout,
  startTestPaypal,
  subscriptionOf,
} from '../../test/billing.ts';
import { testDatabases } from '../../test/databases.ts';
import type { FakePaypal } from '../../test/fake-paypal.ts';
import { createUser } from '../../test/users.ts';
import { PENDING_PAYMENT_JOB } from './pending-payment-check.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('paying with PayPal, end to end, on $name', (database) => {
  let fake: FakePaypal;
  let handle: DatabaseHandle;
  let app: App;
  let clock = Date.now();
  let users = 0;

  beforeAll(async () => {
    const testPaypal = await startTestPaypal();
    fake = testPaypal.fake;
    handle = await database.open();
    app = await createTestApp({
      database: handle,
      now: () => new Date(clock),
      env: testPaypal.env,
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
    return createUser(app, `paypal-${users}@example.com`);
  };

  /** The user starts a PayPal checkout and approves it on PayPal; answers the order id. */
  const approveAtPaypal = async (cookie: string, plan: PaidPlanKey) => {
    const started = await startCheckout(app, cookie, plan, 'paypal');
    expect(started.statusCode).toBe(200);
    const orderId = new URL(started.json().url).searchParams.get('token') ?? '';
    const returnUrl = new URL(fake.approve(orderId));
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(`${TEST_APP_URL}/payment-status`);
    return returnUrl.searchParams.get('token') ?? '';
  };

  const confirm = (cookie: string, plan: PaidPlanKey, token: string) =>
    confirmPayment(app, cookie, { gateway: 'paypal', plan, token });

  /** Checks of a held payment in the job runner in `state`. */
  const checksOf = async (token: string, state: 'created' | 'completed') => {
    const { rows } = await handle.executeSql(
      `select id from pgboss.job where name = $1 and singleton_key = $2 and state = $3`,
      [PENDING_PAYMENT_JOB, token, state],
    );
    return rows.length;
  };
  /** Checks of a held payment still waiting in the job runner. */
  const waitingChecks = (token: string) => checksOf(token, 'created');

  it('grants the plan for one period once PayPal confirms the capture', async () => {
    const { cookie } = await newUser();
    const token = await approveAtPaypal(cookie, 'pro_monthly');
    const response = await confirm(cookie, 'pro_monthly', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plan: 'pro_monthly',
      planDisplay: 'Pro Monthly',
      isActive: true,
      isPro: true,
      currentPeriodEnd: addBillingInterval(new Date(clock), 'pro_monthly').toISOString(),
      provider: 'paypal',
      cancelAtPeriodEnd: false,
    });
    expect(fake.orders.get(token)?.status).toBe('COMPLETED');
  });

  it('grants nothing twice for a replayed return', async () => {
    const { cookie } = await newUser();
    const token = await approveAtPaypal(cookie, 'pro_annual');
    const first = (await confirm(cookie, 'pro_annual', token)).json();
    clock += 60_000;
    const replayed = await confirm(cookie, 'pro_annual', token);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual(first);
    expect(await subscriptionOf(app, cookie)).toEqual(first);
  });

  it.each([
    { what: 'amount', change: { value: '0.60' } },
    { what: 'currency', change: { currency_code: 'JPY' } },
  ])(
    'refuses a capture of another $what than the price, and the user stays free',
    async ({ change }) => {
      const { cookie } = await newUser();
      const token = await approveAtPaypal(cookie, 'pro_monthly');
      fake.tamperNextCapture(change);
      const response = await confirm(cookie, 'pro_monthly', token);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ code: 'billing.payment_not_verified' });
      expect(await subscriptionOf(app, cookie)).toMatchObject({ plan: 'free', isPro: false });
    },
  );

  it("does not capture or grant another user's order", async () => {
    const payer = await newUser();
    const other = await newUser();
    const token = await approveAtPaypal(payer.cookie, 'pro_monthly');
    const response = await confirm(other.cookie, 'pro_monthly', token);
    expect(response.statusCode).toBe(402);
    expect(fake.orders.get(token)?.status).toBe('APPROVED');
    expect(await subscriptionOf(app, other.cookie)).toMatchObject({ isPro: false });
  });

  it('answers billing.provider_failed while PayPal fails, and grants once it answers', async () => {
    const { cookie } = await newUser();
    const token = await approveAtPaypal(cookie, 'pro_monthly');
    fake.fail('error');
    const failed = await confirm(cookie, 'pro_monthly', token);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'billing.provider_failed' });
    expect(await subscriptionOf(app, cookie)).toMatchObject({ plan: 'free', isPro: false });

    fake.recover();
    const retried = await confirm(cookie, 'pro_monthly', token);
    expect(retried.json()).toMatchObject({ plan: 'pro_monthly', isPro: true });
  });

  it('answers a capture PayPal still holds as pending, and a job grants Pro once it completes', async () => {
    const { cookie } = await newUser();
    const token = await approveAtPaypal(cookie, 'pro_monthly');
    fake.holdNextCapture();
    const pending = await confirm(cookie, 'pro_monthly', token);
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toEqual({
      status: 'pending',
      message: 'PayPal is still confirming this payment. Pro is added as soon as it completes.',
    });
    expect(await subscriptionOf(app, cookie)).toMatchObject({ plan: 'free', isPro: false });
    // Asked again while PayPal still holds it: the same answer, and still nothing granted.
    expect((await confirm(cookie, 'pro_monthly', token)).statusCode).toBe(202);

    fake.settleCapture(token);
    // The check queued for later is made due now, as the job runner would find it then.
    await handle.executeSql(
      `update pgboss.job set start_after = now() where name = $1 and singleton_key = $2 and state = 'created'`,
      [PENDING_PAYMENT_JOB, token],
    );
    let seen = await subscriptionOf(app, cookie);
    for (let attempt = 0; attempt < 150 && !seen.isPro; attempt++) {
      await sleep(100);
      seen = await subscriptionOf(app, cookie);
    }
    expect(seen).toMatchObject({ plan: 'pro_monthly', isPro: true, provider: 'paypal' });
    expect(await waitingChecks(token)).toBe(0);

    // The return page asked again after the job granted it: the plan as it is, granted once.
    const replayed = await confirm(cookie, 'pro_monthly', token);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual(seen);
  });

  it('keeps checking a held capture while PayPal does not answer, and grants it once it does', async () => {
    const { cookie } = await newUser();
    const token = await approveAtPaypal(cookie, 'pro_monthly');
    fake.holdNextCapture();
    expect((await confirm(cookie, 'pro_monthly', token)).statusCode).toBe(202);
    const makeDue = () =>
      handle.executeSql(
        `update pgboss.job set start_after = now() where name = $1 and singleton_key = $2 and state = 'created'`,
        [PENDING_PAYMENT_JOB, token],
      );

    // PayPal is down when the check runs: it is asked again later, not given up.
    fake.fail('error');
    await makeDue();
    for (let attempt = 0; attempt < 150 && (await checksOf(token, 'completed')) === 0; attempt++) {
      await sleep(100);
    }
    expect(await checksOf(token, 'completed')).toBe(1);
    expect(await waitingChecks(token)).toBe(1);

    fake.recover();
    fake.settleCapture(token);
    await makeDue();
    let seen = await subscriptionOf(app, cookie);
    for (let attempt = 0; attempt < 150 && !seen.isPro; attempt++) {
      await sleep(100);
      seen = await subscriptionOf(app, cookie);
    }
    expect(seen).toMatchObject({ plan: 'pro_monthly', isPro: true, provider: 'paypal' });
  });

  it('grants nothing and stops checking when PayPal refuses a held capture in the end', async () => {
    const { cookie } = await newUser();
    const token = await approveAtPaypal(cookie, 'pro_monthly');
    fake.holdNextCapture();
    expect((await confirm(cookie, 'pro_monthly', token)).statusCode).toBe(202);

    fake.declineCapture(token);
    await handle.executeSql(
      `update pgboss.job set start_after = now() where name = $1 and singleton_key = $2 and state = 'created'`,
      [PENDING_PAYMENT_JOB, token],
    );
    for (let attempt = 0; attempt < 150 && (await checksOf(token, 'completed')) === 0; attempt++) {
      await sleep(100);
    }
    expect(await checksOf(token, 'completed')).toBe(1);
    expect(await waitingChecks(token)).toBe(0);
    expect(await subscriptionOf(app, cookie)).toMatchObject({ plan: 'free', isPro: false });
    // The return page's 'Check again' says it failed.
    const checked = await confirm(cookie, 'pro_monthly', token);
    expect(checked.statusCode).toBe(402);
    expect(checked.json()).toMatchObject({ code: 'billing.payment_not_verified' });
  });

  it('renews a PayPal purchase only in its last 7 days, from the end of the period held', async () => {
    const { cookie } = await newUser();
    const first = await approveAtPaypal(cookie, 'pro_monthly');
    const end = new Date((await confirm(cookie, 'pro_monthly', first)).json().currentPeriodEnd);

    const early = await startCheckout(app, cookie, 'pro_monthly', 'paypal');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      statusCode: 409,
      code: 'billing.plan_not_available',
      message: 'You already have Pro Monthly. You can renew it in its last 7 days.',
      requestId: expect.any(String),
    });

    clock = end.getTime() - 3 * 86_400_000;
    const second = await approveAtPaypal(cookie, 'pro_monthly');
    const renewed = await confirm(cookie, 'pro_monthly', second);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({
      plan: 'pro_monthly',
      isPro: true,
      currentPeriodEnd: addBillingInterval(end, 'pro_monthly').toISOString(),
    });
  });

  it('cancels without PayPal: Pro to the end of the period bought, free after', async () => {
    const { cookie } = await newUser();
    const token = await approveAtPaypal(cookie, 'pro_monthly');
    const { currentPeriodEnd } = (await confirm(cookie, 'pro_monthly', token)).json();

    fake.fail('error');
    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: { cookie, origin: TEST_APP_URL },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ isPro: true, cancelAtPeriodEnd: true });

    clock = Date.parse(currentPeriodEnd) + 1000;
    expect(await subscriptionOf(app, cookie)).toMatchObject({ isPro: false });
  });
});
