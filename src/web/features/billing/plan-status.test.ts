// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeProSubscription, makeSubscription } from './billing-fixtures.ts';
import { planStatus } from './plan-status.ts';

const now = new Date('2031-05-01T12:00:00Z');

describe('planStatus', () => {
  it('shows the free plan plainly', () => {
    expect(planStatus(makeSubscription(), now)).toMatchObject({
      name: 'Free',
      activePlan: 'free',
      dateLine: null,
      notes: [],
      canCancel: false,
      canManageBilling: false,
    });
  });

  it('says when a Stripe subscription renews, and lets it be managed and cancelled', () => {
    expect(planStatus(makeProSubscription('stripe'), now)).toMatchObject({
      name: 'Pro Monthly',
      activePlan: 'pro_monthly',
      dateLine: 'Renews on June 5, 2031',
      notes: [],
      renews: true,
      canCancel: true,
      canManageBilling: true,
      renewalOpen: false,
    });
  });

  it('treats a test subscription like a Stripe one: it renews and can be cancelled', () => {
    expect(planStatus(makeProSubscription('sandbox'), now)).toMatchObject({
      dateLine: 'Renews on June 5, 2031',
      notes: [],
      renews: true,
      canCancel: true,
      canManageBilling: false,
      renewalOpen: false,
    });
    expect(
      planStatus(makeProSubscription('sandbox', '2031-05-03T12:00:00.000Z'), now),
    ).toMatchObject({ renewalOpen: false });
    const cancelled = makeProSubscription('sandbox', undefined, { cancelAtPeriodEnd: true });
    expect(planStatus(cancelled, now)).toMatchObject({
      dateLine: 'Pro until June 5, 2031',
      renews: false,
      canCancel: false,
    });
  });

  it('says how long a cancelled plan lasts, and lets it be resumed until then', () => {
    const cancelled = makeProSubscription('stripe', undefined, { cancelAtPeriodEnd: true });
    expect(planStatus(cancelled, now)).toMatchObject({
      dateLine: 'Pro until June 5, 2031',
      notes: ['Cancelled: your plan will not renew. You keep Pro features until then.'],
      renews: false,
      canCancel: false,
      canResume: true,
    });
    expect(planStatus(makeProSubscription('stripe'), now)).toMatchObject({ canResume: false });
    expect(planStatus({ ...cancelled, isPro: false }, now)).toMatchObject({ canResume: false });
    // A one-off purchase never renewed: there is nothing to resume.
    const paypal = makeProSubscription('paypal', undefined, { cancelAtPeriodEnd: true });
    expect(planStatus(paypal, now)).toMatchObject({ canResume: false });
  });

  it('says a one-off purchase does not renew, and offers renewal in its last 7 days', () => {
    const paypal = makeProSubscription('paypal');
    expect(planStatus(paypal, now)).toMatchObject({
      dateLine: 'Pro until June 5, 2031',
      notes: ['Bought with a one-off PayPal payment: it does not renew by itself.'],
      renewalOpen: false,
      renews: false,
      canCancel: false,
      canManageBilling: false,
    });
    expect(planStatus(paypal, new Date('2031-05-30T12:00:00Z'))).toMatchObject({
      notes: [
        'Bought with a one-off PayPal payment: it does not renew by itself.',
        'Your Pro access ends soon. Renew now to keep it.',
      ],
      renewalOpen: true,
    });
  });

  it('shows an ended plan as free, with the day it ended', () => {
    const ended = makeProSubscription('sandbox', '2031-04-20T12:00:00.000Z', { isPro: false });
    expect(planStatus(ended, now)).toMatchObject({
      name: 'Free',
      activePlan: 'free',
      notes: ['Your Pro Monthly plan ended on April 20, 2031.'],
      canCancel: false,
    });
  });
});
