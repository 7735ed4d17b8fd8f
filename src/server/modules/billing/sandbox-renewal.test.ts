import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBillingInterval } from '../../../shared/domain/billing-period.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { TEST_APP_URL } from '../../test/app.ts';
import { buyWithSandbox, subscriptionOf } from '../../test/billing.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';
import { paymentEvents } from './payment-events.table.ts';
import {
  renewSandboxSubscription,
  SANDBOX_RENEWAL_JOB,
  sandboxRenewalEventId,
} from './sandbox-renewal.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('test subscriptions renewing by themselves on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let clock = Date.now();
  const told: string[] = [];
  let renewal: Parameters<typeof renewSandboxSubscription>[0];

  const running = useTestApp(database, { now: () => new Date(clock) });
  beforeAll(async () => {
    ({ app, handle } = running);
    renewal = {
      repository: createSubscriptionsRepository({ db: handle.db }),
      now: () => new Date(clock),
      changed: async (userId) => told.push(userId),
    };
  });

  const cancel = (cookie: string) =>
    app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: { cookie, origin: TEST_APP_URL },
    });
  const resume = (cookie: string) =>
    app.inject({
      method: 'POST',
      url: '/api/billing/resume',
      headers: { cookie, origin: TEST_APP_URL },
    });
  /** The user's renewal job waiting in the job runner, with when it is due. */
  const waitingRenewal = async (userId: string) => {
    const { rows } = await handle.executeSql(
      `select start_after from pgboss.job where name = $1 and singleton_key = $2 and state = 'created'`,
      [SANDBOX_RENEWAL_JOB, userId],
    );
    const [row] = rows as { start_after: Date | string }[];
    return row ? new Date(row.start_after) : null;
  };
  const renewalsRecorded = async (userId: string) =>
    handle.db
      .select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.userId, userId), eq(paymentEvents.type, 'sandbox.renewal')));

  it('queues the renewal for the end of the period paid for', async () => {
    clock = Date.now();
    const ada = await createUser(app, 'ada@example.com');
    const bought = (await buyWithSandbox(app, ada.cookie, 'pro_monthly')).json();
    expect(bought).toMatchObject({ provider: 'sandbox', isPro: true, cancelAtPeriodEnd: false });
    const due = await waitingRenewal(ada.userId);
    expect(due).not.toBeNull();
    // The database's clock and this process's differ by the time the request took, not more.
    expect(Math.abs((due?.getTime() ?? 0) - Date.parse(bought.currentPeriodEnd))).toBeLessThan(
      60_000,
    );
  });

  it('renews once past the end, from the old end, however often it runs', async () => {
    clock = Date.now();
    const bo = await createUser(app, 'bo@example.com');
    const bought = (await buyWithSandbox(app, bo.cookie, 'pro_monthly')).json();
    const end = new Date(bought.currentPeriodEnd);
    const next = addBillingInterval(end, 'pro_monthly');

    // A run before the end (queued early, or after a longer period was bought) waits for it.
    expect(await renewSandboxSubscription(renewal, bo.userId)).toEqual({
      kind: 'not_due',
      periodEnd: end,
    });

    clock = end.getTime() + 60_000;
    told.length = 0;
    expect(await renewSandboxSubscription(renewal, bo.userId)).toEqual({
      kind: 'renewed',
      periodEnd: next,
    });
    expect(await renewSandboxSubscription(renewal, bo.userId)).toEqual({
      kind: 'not_due',
      periodEnd: next,
    });
    expect(await subscriptionOf(app, bo.cookie)).toEqual({
      ...bought,
      currentPeriodEnd: next.toISOString(),
    });
    expect(told).toEqual([bo.userId]);
    expect(await renewalsRecorded(bo.userId)).toEqual([
      { eventId: sandboxRenewalEventId(bo.userId, end) },
    ]);
  });

  it('renews through the job runner, and queues the next renewal', async () => {
    clock = Date.now();
    const cy = await createUser(app, 'cy@example.com');
    const bought = (await buyWithSandbox(app, cy.cookie, 'pro_annual')).json();
    const end = new Date(bought.currentPeriodEnd);
    const next = addBillingInterval(end, 'pro_annual');

    // A year on: the waiting job is made due now, as the runner would find it then.
    clock = end.getTime() + 1000;
    expect(await subscriptionOf(app, cy.cookie)).toMatchObject({ isPro: false });
    await handle.executeSql(
      `update pgboss.job set start_after = now() where name = $1 and singleton_key = $2 and state = 'created'`,
      [SANDBOX_RENEWAL_JOB, cy.userId],
    );
    let seen = await subscriptionOf(app, cy.cookie);
    for (
      let attempt = 0;
      attempt < 150 && seen.currentPeriodEnd !== next.toISOString();
      attempt++
    ) {
      await sleep(100);
      seen = await subscriptionOf(app, cy.cookie);
    }
    expect(seen).toEqual({ ...bought, currentPeriodEnd: next.toISOString() });
    // The run queues the next renewal once the renewal it made is committed (and seen).
    await expect.poll(() => waitingRenewal(cy.userId), { timeout: 15_000 }).not.toBeNull();
    const due = await waitingRenewal(cy.userId);
    expect(Math.abs((due?.getTime() ?? 0) - (Date.now() + next.getTime() - clock))).toBeLessThan(
      60_000,
    );
  });

  it('renews a cancelled test subscription again once it is resumed before its end', async () => {
    clock = Date.now();
    const eve = await createUser(app, 'eve@example.com');
    const bought = (await buyWithSandbox(app, eve.cookie, 'pro_monthly')).json();
    expect((await cancel(eve.cookie)).statusCode).toBe(200);

    const resumed = await resume(eve.cookie);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual(bought);
    expect(await waitingRenewal(eve.userId)).not.toBeNull();

    const end = new Date(bought.currentPeriodEnd);
    clock = end.getTime() + 60_000;
    expect(await renewSandboxSubscription(renewal, eve.userId)).toEqual({
      kind: 'renewed',
      periodEnd: addBillingInterval(end, 'pro_monthly'),
    });
    expect(await subscriptionOf(app, eve.cookie)).toMatchObject({ isPro: true });
  });

  it('answers plainly when there is nothing to resume', async () => {
    clock = Date.now();
    const fay = await createUser(app, 'fay@example.com');
    const free = await resume(fay.cookie);
    expect(free.statusCode).toBe(409);
    expect(free.json()).toMatchObject({
      code: 'billing.nothing_to_resume',
      message:
        'Your subscription is not cancelled, or has already ended: there is nothing to resume.',
    });

    await buyWithSandbox(app, fay.cookie, 'pro_monthly');
    const running = await resume(fay.cookie);
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ code: 'billing.nothing_to_resume' });

    const stranger = await app.inject({ method: 'POST', url: '/api/billing/resume' });
    expect(stranger.statusCode).toBe(401);
  });

  it('does not renew a cancelled test subscription, which is free after its end', async () => {
    clock = Date.now();
    const dee = await createUser(app, 'dee@example.com');
    const bought = (await buyWithSandbox(app, dee.cookie, 'pro_monthly')).json();
    const cancelled = await cancel(dee.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ ...bought, isPro: true, cancelAtPeriodEnd: true });

    clock = Date.parse(bought.currentPeriodEnd) + 60_000;
    expect(await renewSandboxSubscription(renewal, dee.userId)).toEqual({ kind: 'stopped' });
    expect(await subscriptionOf(app, dee.cookie)).toEqual({
      ...bought,
      isPro: false,
      cancelAtPeriodEnd: true,
    });
    expect(await renewalsRecorded(dee.userId)).toEqual([]);
  });
});
