export const PLAN_KEYS = ['free', 'pro_monthly', 'pro_annual'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
export type PaidPlanKey = Exclude<PlanKey, 'free'>;
export const PAID_PLAN_KEYS: readonly PaidPlanKey[] = ['pro_monthly', 'pro_annual'];

export interface Plan {
  key: PlanKey;
  name: string;
  /** Smallest currency unit, so prices never pass through floating point. */
  priceCents: number;
  currency: 'USD';
  interval: 'month' | 'year' | null;
  priceNote: string | null;
  badge: string | null;
  features: readonly string[];
}

// Only what Pro adds: free users have no task limit, so tasks are not sold here.
const PRO_FEATURES = [
  'AI Summaries',
  'Advanced Insights',
  'Pro Music Themes',
  'Export Data',
] as const;

/** The one price list: the server charges and verifies payments against it. */
export const PLANS: Readonly<Record<PlanKey, Plan>> = {
  free: {
    key: 'free',
    name: 'Free',
    priceCents: 0,
    currency: 'USD',
    interval: null,
    priceNote: null,
    badge: null,
    features: [],
  },
  pro_monthly: {
    key: 'pro_monthly',
    name: 'Pro Monthly',
    priceCents: 600,
    currency: 'USD',
    interval: 'month',
    priceNote: null,
    badge: null,
    features: PRO_FEATURES,
  },
  pro_annual: {
    key: 'pro_annual',
    name: 'Pro Annual',
    priceCents: 6000,
    currency: 'USD',
    interval: 'year',
    priceNote: '$5/month, save 16%',
    badge: 'Best Value',
    features: [...PRO_FEATURES, 'Priority Support'],
  },
};

/**
 * The plan a one-off purchase leaves the user on: the better of the one held and the one bought,
 * so a month bought (or a checkout opened earlier and paid late) while the annual plan runs adds
 * its time without taking the annual plan's extras away.
 */
export function planAfterPurchase(held: PlanKey, bought: PaidPlanKey): PaidPlanKey {
  return held === 'pro_annual' ? 'pro_annual' : bought;
}

/** The paid plans as GET /api/plans lists them, cheapest first. */
export function paidPlanViews() {
  return PAID_PLAN_KEYS.map((key) => {
    const plan = PLANS[key];
    return {
      key,
      name: plan.name,
      priceCents: plan.priceCents,
      currency: plan.currency,
      interval: plan.interval === 'year' ? ('year' as const) : ('month' as const),
      priceNote: plan.priceNote,
      badge: plan.badge,
      features: [...plan.features],
    };
  });
}

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && PLAN_KEYS.some((key) => key === value);
}

export function isPaidPlanKey(value: unknown): value is PaidPlanKey {
  return isPlanKey(value) && value !== 'free';
}

/** '$6.00' */
export function formatPrice(cents: number, currency: Plan['currency'] = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

export interface SubscriptionLike {
  plan: PlanKey;
  isActive: boolean;
  currentPeriodEnd?: Date | string | null;
}

function periodEnded(end: Date | string, now: Date): boolean {
  const endsAt = typeof end === 'string' ? Date.parse(end) : end.getTime();
  // An unreadable end date grants nothing: Pro access is money, so it fails closed.
  return Number.isNaN(endsAt) || endsAt <= now.getTime();
}

/**
 * The plan the user actually has at `now`: 'free' unless the subscription is active on a paid
 * plan whose current_period_end has not passed, since a cancelled subscription keeps access only
 * to the end of the billing period.
 */
export function effectivePlan(
  subscription: SubscriptionLike | null | undefined,
  now: Date,
): PlanKey {
  if (!subscription?.isActive || subscription.plan === 'free') return 'free';
  const end = subscription.currentPeriodEnd;
  if (end !== null && end !== undefined && periodEnded(end, now)) return 'free';
  return subscription.plan;
}

export function isPro(subscription: SubscriptionLike | null | undefined, now: Date): boolean {
  return effectivePlan(subscription, now) !== 'free';
}

/**
 * A plan card's button is disabled while busy, for the active plan (unless a one-off purchase of
 * it may be renewed now), and for the monthly plan when the annual plan is active (no downgrade
 * mid-period).
 */
export function isPlanButtonDisabled(input: {
  plan: PaidPlanKey;
  activePlan: PlanKey;
  busy: boolean;
  renewalOpen?: boolean;
}): boolean {
  const { plan, activePlan, busy, renewalOpen = false } = input;
  if (busy) return true;
  if (plan === activePlan) return !renewalOpen;
  return plan === 'pro_monthly' && activePlan === 'pro_annual';
}
