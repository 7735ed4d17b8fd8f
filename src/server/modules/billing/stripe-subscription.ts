import type Stripe from 'stripe';
import { PAID_PLAN_KEYS, type PaidPlanKey } from '../../../shared/domain/plans.ts';
import type { StripeSubscriptionState } from './payment-gateway.ts';
import { callStripe } from './stripe-errors.ts';

/** The Stripe price id of each paid plan (STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL). */
export type StripePrices = Readonly<Record<PaidPlanKey, string>>;

/** Metadata Pomopal writes on its Stripe customers and subscriptions. */
export const STRIPE_METADATA = { userId: 'pomopal_user_id', plan: 'pomopal_plan' } as const;

/** Only these statuses grant Pro; past_due, unpaid, paused, canceled and the rest do not. */
const GRANTING_STATUSES: ReadonlySet<Stripe.Subscription.Status> = new Set(['active', 'trialing']);

/** A subscription in these statuses is over for good: a new checkout starts a new one. */
const ENDED_STATUSES: ReadonlySet<Stripe.Subscription.Status> = new Set([
  'canceled',
  'incomplete_expired',
]);

export function isSubscriptionLive(subscription: Stripe.Subscription): boolean {
  return !ENDED_STATUSES.has(subscription.status);
}

export function isSubscriptionGranting(subscription: Stripe.Subscription): boolean {
  return GRANTING_STATUSES.has(subscription.status);
}

export function customerIdOf(owner: { customer: string | { id: string } }): string {
  return typeof owner.customer === 'string' ? owner.customer : owner.customer.id;
}

/**
 * The subscription's item for one of Pomopal's plans, and that plan, read from the price Stripe
 * bills (not from metadata, which a change made in Stripe's portal would leave behind).
 */
export function planItemOf(
  subscription: Stripe.Subscription,
  prices: StripePrices,
): { item: Stripe.SubscriptionItem; plan: PaidPlanKey } | null {
  for (const item of subscription.items.data) {
    const plan = PAID_PLAN_KEYS.find((key) => prices[key] === item.price.id);
    if (plan) return { item, plan };
  }
  return null;
}

/**
 * What the server stores of a subscription, or null when it bills none of Pomopal's prices. In
 * this API version the period end lives on the subscription's items.
 */
export function subscriptionState(
  subscription: Stripe.Subscription,
  prices: StripePrices,
  userId: string,
): StripeSubscriptionState | null {
  const planItem = planItemOf(subscription, prices);
  if (!planItem) return null;
  return {
    userId,
    plan: planItem.plan,
    active: isSubscriptionGranting(subscription),
    periodEnd: new Date(planItem.item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    customerId: customerIdOf(subscription),
    subscriptionId: subscription.id,
  };
}

/**
 * Ends a subscription at once, so it charges no more: one paid but refused, or one whose payment
 * failed that a new one replaces. One Stripe no longer has is already ended.
 */
export async function endSubscriptionNow(stripe: Stripe, subscriptionId: string): Promise<void> {
  await callStripe(
    async () => {
      await stripe.subscriptions.cancel(subscriptionId);
    },
    { missing: () => undefined },
  );
}
