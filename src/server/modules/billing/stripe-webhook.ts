import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { BillingLedger, StripeSubscriptionState } from './payment-gateway.ts';
import { reportRefusedPayment } from './refused-payment.ts';
import { callStripe } from './stripe-errors.ts';
import {
  customerIdOf,
  endSubscriptionNow,
  STRIPE_METADATA,
  type StripePrices,
  subscriptionState,
} from './stripe-subscription.ts';

/**
 * The subscription each handled event tells of, or null when it tells of none (a one-off
 * checkout, an invoice outside any subscription). Events of other types are not handled.
 */
function subscriptionOf(event: Stripe.Event): string | null | undefined {
  const idOf = (subscription: string | { id: string } | null) =>
    typeof subscription === 'string' ? subscription : (subscription?.id ?? null);
  switch (event.type) {
    case 'checkout.session.completed':
      return idOf(event.data.object.subscription);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return idOf(event.data.object.parent?.subscription_details?.subscription ?? null);
    default:
      return undefined;
  }
}

export type StripeEventOutcome = 'ignored' | 'duplicate' | 'processed' | 'refused';

/**
 * Applies one verified Stripe event. The event only says which subscription to look at: its
 * state is read again from Stripe and written whole, so events that arrive late, out of order or
 * twice still leave what Stripe holds now. A subscription paid while the user holds Pro
 * elsewhere is ended at once and reported for a refund. The event id is recorded last, so a
 * failure part-way is retried by Stripe.
 */
export function createStripeEventHandler({
  stripe,
  prices,
  ledger,
  logger,
}: {
  stripe: Stripe;
  prices: StripePrices;
  ledger: BillingLedger;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}) {
  /** The user a customer was created for, for a subscription made without Pomopal's metadata. */
  const userOfCustomer = async (customerId: string) => {
    const customer = await callStripe(() => stripe.customers.retrieve(customerId), {
      missing: () => null,
    });
    if (!customer || customer.deleted) return null;
    return customer.metadata[STRIPE_METADATA.userId] ?? null;
  };

  const readState = async (subscriptionId: string): Promise<StripeSubscriptionState | null> => {
    const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId), {
      missing: () => null,
    });
    if (!subscription) return null;
    const userId =
      subscription.metadata[STRIPE_METADATA.userId] ??
      (await userOfCustomer(customerIdOf(subscription)));
    return userId ? subscriptionState(subscription, prices, userId) : null;
  };

  return async (event: Stripe.Event): Promise<StripeEventOutcome> => {
    const subscriptionId = subscriptionOf(event);
    if (subscriptionId === undefined) return 'ignored';
    if (await ledger.wasProcessed('stripe', event.id)) return 'duplicate';
    const state = subscriptionId ? await readState(subscriptionId) : null;
    const refusal = state ? await ledger.saveStripeSubscription(state) : null;
    if (state && refusal) {
      await endSubscriptionNow(stripe, state.subscriptionId);
      reportRefusedPayment(logger, {
        userId: state.userId,
        provider: 'stripe',
        paymentId: state.subscriptionId,
        stripeSubscriptionId: state.subscriptionId,
        reason: refusal.message,
      });
    }
    await ledger.markProcessed({
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      userId: state?.userId ?? null,
    });
    return refusal ? 'refused' : 'processed';
  };
}
