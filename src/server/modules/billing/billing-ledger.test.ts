import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { userSubscriptions } from '../../schema.ts';
import { subscriptionOf } from '../../test/billing.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';
import { createBillingLedger } from './billing-ledger.ts';
import type { StripeSubscriptionState } from './payment-gateway.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';

const DAY_MS = 86_400_000;

describe.each(testDatabases())('the billing ledger on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let changed: string[];
  let ledger: ReturnType<typeof createBillingLedger>;
  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app, handle } = running);
    ledger = createBillingLedger({
      repository: createSubscriptionsRepository({ db: handle.db }),
      changed: async (userId) => changed.push(userId),
      now: () => new Date(),
    });
  });

  const stripeState = (
    userId: string,
    changes: Partial<StripeSubscriptionState>,
  ): StripeSubscriptionState => ({
    userId,
    plan: 'pro_monthly',
    active: true,
    periodEnd: new Date(Date.now() + 30 * DAY_MS),
    cancelAtPeriodEnd: false,
    customerId: 'cus_1',
    subscriptionId: 'sub_current',
    ...changes,
  });

  it('writes a Stripe subscription whole and tells the user', async () => {
    changed = [];
    const ada = await createUser(app, 'ada@example.com');
    const periodEnd = new Date(Date.now() + 365 * DAY_MS);
    await ledger.saveStripeSubscription(
      stripeState(ada.userId, { plan: 'pro_annual', periodEnd, cancelAtPeriodEnd: true }),
    );
    expect(await subscriptionOf(app, ada.cookie)).toEqual({
      plan: 'pro_annual',
      planDisplay: 'Pro Annual',
      isActive: true,
      isPro: true,
      currentPeriodEnd: periodEnd.toISOString(),
      provider: 'stripe',
      cancelAtPeriodEnd: true,
    });
    expect(changed).toEqual([ada.userId]);

    await ledger.saveStripeSubscription(
      stripeState(ada.userId, { plan: 'pro_annual', periodEnd, active: false }),
    );
    expect(await subscriptionOf(app, ada.cookie)).toMatchObject({ isActive: false, isPro: false });
  });

  it('never lets an old subscription that ended end the plan held now', async () => {
    changed = [];
    const bob = await createUser(app, 'bob@example.com');
    await ledger.saveStripeSubscription(
      stripeState(bob.userId, { customerId: 'cus_bob', subscriptionId: 'sub_bob_new' }),
    );
    const before = await subscriptionOf(app, bob.cookie);
    await ledger.saveStripeSubscription(
      stripeState(bob.userId, {
        customerId: 'cus_bob',
        subscriptionId: 'sub_bob_old',
        active: false,
      }),
    );
    expect(await subscriptionOf(app, bob.cookie)).toEqual(before);
    expect(changed).toEqual([bob.userId]);

    const cy = await createUser(app, 'cy@example.com');
    await handle.db.insert(userSubscriptions).values({
      userId: cy.userId,
      plan: 'pro_monthly',
      planDisplay: 'Pro Monthly',
      isActive: true,
      provider: 'paypal',
      currentPeriodEnd: new Date(Date.now() + 10 * DAY_MS),
      stripeSubscriptionId: 'sub_cy_old',
    });
    await ledger.saveStripeSubscription(
      stripeState(cy.userId, { customerId: 'cus_cy', subscriptionId: 'sub_cy_old', active: false }),
    );
    expect(await subscriptionOf(app, cy.cookie)).toMatchObject({ provider: 'paypal', isPro: true });
  });

  it('records each event once', async () => {
    const dee = await createUser(app, 'dee@example.com');
    expect(await ledger.wasProcessed('stripe', 'evt_1')).toBe(false);
    const event = { provider: 'stripe' as const, eventId: 'evt_1', type: 'invoice.paid' };
    await ledger.markProcessed({ ...event, userId: dee.userId });
    await ledger.markProcessed({ ...event, userId: null });
    expect(await ledger.wasProcessed('stripe', 'evt_1')).toBe(true);
    expect(await ledger.wasProcessed('paypal', 'evt_1')).toBe(false);
  });
});
