import type { Gateway } from './payment-result.ts';
import { type PaidPlanKey, PLANS } from './plans.ts';

/** A one-off purchase (PayPal) can be renewed in its last days. */
export const RENEWAL_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * `from` plus one calendar month or year, clamped to the month's last day (Jan 31 -> Feb 28). A
 * `from` on its month's last day ends on the last day too (Feb 28 -> Mar 31), so periods renewed
 * one after another from a clamped end keep a month-end purchase at month ends instead of
 * shrinking to the 28th.
 */
export function addBillingInterval(from: Date, plan: PaidPlanKey): Date {
  const months = PLANS[plan].interval === 'year' ? 12 : 1;
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  const lastDayOf = (date: Date) =>
    new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  const atMonthEnd = day === lastDayOf(from);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = lastDayOf(end);
  end.setUTCDate(atMonthEnd ? lastDay : Math.min(day, lastDay));
  return end;
}

/**
 * The end of a period bought now by a one-off payment: it starts when the paid time already held
 * runs out, so renewing early or buying the annual plan during a month loses nothing.
 */
export function purchasedPeriodEnd(input: {
  plan: PaidPlanKey;
  now: Date;
  currentPeriodEnd: Date | null;
}): Date {
  const { plan, now, currentPeriodEnd } = input;
  const start = currentPeriodEnd && currentPeriodEnd > now ? currentPeriodEnd : now;
  return addBillingInterval(start, plan);
}

/**
 * Whether a provider renews by itself each period until cancelled: Stripe subscriptions and the
 * test gateway (which stands in for them) do; a PayPal purchase buys one period and does not.
 */
export function renewsByItself(provider: Gateway | null): boolean {
  return provider === 'stripe' || provider === 'sandbox';
}

/**
 * Whether the subscription page offers to renew a one-off purchase: within its last
 * RENEWAL_WINDOW_DAYS days, while it still lasts.
 */
export function isRenewalOpen(
  subscription: {
    provider: Gateway | null;
    currentPeriodEnd: Date | string | null;
    isPro: boolean;
  },
  now: Date,
): boolean {
  const { provider, currentPeriodEnd, isPro } = subscription;
  if (!isPro || provider === null || renewsByItself(provider) || currentPeriodEnd === null) {
    return false;
  }
  const end = new Date(currentPeriodEnd).getTime();
  return end - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS;
}
