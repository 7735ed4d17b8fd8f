import { isPro } from '../../../shared/domain/plans.ts';
import { FREE_SUBSCRIPTION, type Subscription } from '../../../shared/subscription.schemas.ts';
import type { SubscriptionRow } from './subscriptions.repository.ts';

/** The user's subscription as the API answers it; Pro is read from the period end at `now`. */
export function presentSubscription(row: SubscriptionRow | null, now: Date): Subscription {
  if (!row) return FREE_SUBSCRIPTION;
  return {
    plan: row.plan,
    planDisplay: row.planDisplay,
    isActive: row.isActive,
    isPro: isPro(row, now),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    provider: row.provider,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}
