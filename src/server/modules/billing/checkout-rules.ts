import {
  isRenewalOpen,
  RENEWAL_WINDOW_DAYS,
  renewsByItself,
} from '../../../shared/domain/billing-period.ts';
import type { Gateway } from '../../../shared/domain/payment-result.ts';
import {
  effectivePlan,
  isPlanButtonDisabled,
  isPro,
  type PaidPlanKey,
  PLANS,
} from '../../../shared/domain/plans.ts';
import type { DomainError } from '../../../shared/errors.ts';
import { billingErrors } from './billing.errors.ts';
import type { SubscriptionRow } from './subscriptions.repository.ts';

/**
 * Why the user may not start paying for `plan` through `gateway` now, or null. The plan rules
 * are the plan buttons' own (src/shared/domain), so the server refuses exactly what the page
 * disables.
 */
export function checkoutRefusal(input: {
  row: SubscriptionRow | null;
  plan: PaidPlanKey;
  gateway: Gateway;
  now: Date;
}): DomainError | null {
  const { row, plan, gateway, now } = input;
  const activePlan = effectivePlan(row, now);
  if (row === null || activePlan === 'free') return null;
  // Two providers never bill one user at once: the one that holds the plan keeps it to its end.
  if (row.provider !== null && row.provider !== gateway) {
    return billingErrors.billedElsewhere(row.provider);
  }
  const renewalOpen = isRenewalOpen(
    { provider: row.provider, currentPeriodEnd: row.currentPeriodEnd, isPro: true },
    now,
  );
  if (!isPlanButtonDisabled({ plan, activePlan, busy: false, renewalOpen })) return null;
  const held = PLANS[activePlan].name;
  if (plan !== activePlan) {
    return billingErrors.planNotAvailable(
      `Your ${held} plan already includes everything in ${PLANS[plan].name}.`,
    );
  }
  return billingErrors.planNotAvailable(
    row.provider === null || renewsByItself(row.provider)
      ? `You already have ${held}.`
      : `You already have ${held}. You can renew it in its last ${RENEWAL_WINDOW_DAYS} days.`,
  );
}

/**
 * Why a payment the provider has already taken must not be granted, or null: the user holds Pro
 * through another provider, or through another Stripe subscription, which it would displace
 * while both go on billing. Such a payment is stopped at the provider and refunded by support.
 */
export function takenPaymentRefusal(input: {
  row: SubscriptionRow | null;
  gateway: Gateway;
  /** The Stripe subscription the payment started or charged, if any. */
  stripeSubscriptionId: string | null;
  now: Date;
}): DomainError | null {
  const { row, gateway, stripeSubscriptionId, now } = input;
  if (row === null || row.provider === null || !isPro(row, now)) return null;
  if (row.provider !== gateway) return billingErrors.billedElsewhere(row.provider);
  if (stripeSubscriptionId === null || row.stripeSubscriptionId === stripeSubscriptionId) {
    return null;
  }
  return billingErrors.planNotAvailable(
    `You already have ${PLANS[effectivePlan(row, now)].name} through Stripe. The second subscription was stopped; support will refund it.`,
  );
}
