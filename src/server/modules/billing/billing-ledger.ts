import { PLANS } from '../../../shared/domain/plans.ts';
import { DomainError } from '../../../shared/errors.ts';
import { takenPaymentRefusal } from './checkout-rules.ts';
import type { BillingLedger, StripeSubscriptionState } from './payment-gateway.ts';
import type {
  SubscriptionRow,
  SubscriptionState,
  SubscriptionsRepository,
} from './subscriptions.repository.ts';

/**
 * The row a Stripe subscription's state makes, null when it must not touch it, or the refusal of
 * a paid subscription that is not the held one while the user holds Pro elsewhere. A
 * subscription that no longer runs speaks only for itself, so a late event about an old one
 * never ends a plan the user holds now.
 */
function stripeState(
  row: SubscriptionRow,
  state: StripeSubscriptionState,
  now: Date,
): SubscriptionState | DomainError | null {
  const isHeld = row.provider === 'stripe' && row.stripeSubscriptionId === state.subscriptionId;
  if (!state.active && !isHeld) return null;
  if (!isHeld) {
    const refusal = takenPaymentRefusal({
      row,
      gateway: 'stripe',
      stripeSubscriptionId: state.subscriptionId,
      now,
    });
    if (refusal) return refusal;
  }
  return {
    plan: state.plan,
    planDisplay: PLANS[state.plan].name,
    isActive: state.active,
    currentPeriodEnd: state.periodEnd,
    provider: 'stripe',
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    stripeCustomerId: state.customerId,
    stripeSubscriptionId: state.subscriptionId,
    paypalOrderId: row.paypalOrderId,
    paypalCaptureId: row.paypalCaptureId,
  };
}

/** The ledger the Stripe webhook records events and writes subscriptions through. */
export function createBillingLedger({
  repository,
  changed,
  now,
}: {
  repository: SubscriptionsRepository;
  /** Tells the user's open tabs of their new state. */
  changed(userId: string): Promise<unknown>;
  now: () => Date;
}): BillingLedger {
  return {
    wasProcessed: repository.wasProcessed,
    markProcessed: repository.markProcessed,
    saveStripeSubscription: async (state) => {
      const outcome: { refusal: DomainError | null } = { refusal: null };
      const written = await repository.update(state.userId, (row) => {
        const decided = stripeState(row, state, now());
        if (!(decided instanceof DomainError)) return decided;
        outcome.refusal = decided;
        return null;
      });
      if (written) await changed(state.userId);
      return outcome.refusal;
    },
  };
}
