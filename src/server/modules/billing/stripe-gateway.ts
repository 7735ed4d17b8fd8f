import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { PaidPlanKey } from '../../../shared/domain/plans.ts';
import { billingErrors } from './billing.errors.ts';
import type {
  BillingUser,
  ConfirmedPayment,
  PaymentGateway,
  StoredSubscription,
} from './payment-gateway.ts';
import { callStripe } from './stripe-errors.ts';
import {
  endSubscriptionNow,
  isSubscriptionGranting,
  isSubscriptionLive,
  planItemOf,
  STRIPE_METADATA,
  type StripePrices,
  subscriptionState,
} from './stripe-subscription.ts';

// What a browser may bring back as a token: a Checkout Session, or the subscription whose plan
// was changed in place. Anything else is refused before Stripe is asked.
const CHECKOUT_SESSION_TOKEN = /^cs_[A-Za-z0-9_]{1,190}$/;
const SUBSCRIPTION_TOKEN = /^sub_[A-Za-z0-9]{1,190}$/;

/** For `callStripe`'s `missing`: an object Stripe does not have is this refusal. */
const throwing = (refusal: () => Error) => (): never => {
  throw refusal();
};

const notVerified = () =>
  billingErrors.paymentNotVerified('Stripe has not confirmed this payment.');

/**
 * Stripe subscriptions through the official SDK: Stripe's hosted Checkout takes the first
 * payment and renews by itself; a plan change updates the running subscription; cancelling stops
 * renewal at the period end. The webhook keeps the stored state in step between these calls.
 */
export function createStripeGateway({
  stripe,
  prices,
}: {
  stripe: Stripe;
  prices: StripePrices;
}): PaymentGateway {
  const metadataOf = (userId: string, plan: PaidPlanKey) => ({
    [STRIPE_METADATA.userId]: userId,
    [STRIPE_METADATA.plan]: plan,
  });

  /** The user's Stripe subscription while it still runs: a plan change must not start another. */
  const liveSubscription = async (stored: StoredSubscription | null) => {
    const id = stored?.stripeSubscriptionId;
    if (!id) return null;
    const subscription = await callStripe(() => stripe.subscriptions.retrieve(id), {
      missing: () => null,
    });
    return subscription && isSubscriptionLive(subscription) ? subscription : null;
  };

  /**
   * Expires the customer's Checkout Sessions still open, so a second tab, or Back from Stripe,
   * cannot pay for a second subscription besides the one this checkout starts.
   */
  const expireOpenSessions = (customer: string) =>
    callStripe(async () => {
      const open = await stripe.checkout.sessions
        .list({ customer, status: 'open', limit: 100 })
        .autoPagingToArray({ limit: 10_000 });
      for (const session of open) await stripe.checkout.sessions.expire(session.id);
    });

  const createCustomer = async (user: BillingUser) => {
    // A double click, or a retry after a checkout that failed, finds the customer made the first
    // time (Stripe keeps idempotency keys for a day); a changed e-mail makes a new key.
    const digest = createHash('sha256').update(`${user.id}\n${user.email}`).digest('hex');
    const customer = await callStripe(() =>
      stripe.customers.create(
        { email: user.email, metadata: { [STRIPE_METADATA.userId]: user.id } },
        { idempotencyKey: `customer-${digest}` },
      ),
    );
    return customer.id;
  };

  /** The subscription as paid for `plan` by `userId`, recorded under `paymentId`. */
  const confirmed = (
    subscription: Stripe.Subscription,
    userId: string,
    plan: PaidPlanKey,
    paymentId: string,
  ): ConfirmedPayment => {
    const state = subscriptionState(subscription, prices, userId);
    if (!state?.active || state.plan !== plan) throw notVerified();
    return {
      plan,
      paymentId,
      periodEnd: state.periodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      ids: { stripeCustomerId: state.customerId, stripeSubscriptionId: state.subscriptionId },
    };
  };

  const confirmCheckout = async (userId: string, plan: PaidPlanKey, token: string) => {
    const session = await callStripe(
      () => stripe.checkout.sessions.retrieve(token, { expand: ['subscription'] }),
      { missing: throwing(notVerified) },
    );
    const paid =
      session.client_reference_id === userId &&
      session.mode === 'subscription' &&
      session.status === 'complete' &&
      session.payment_status === 'paid';
    const subscription = session.subscription;
    if (!paid || subscription === null || typeof subscription === 'string') throw notVerified();
    return confirmed(subscription, userId, plan, session.id);
  };

  /** A plan changed in place is confirmed by the invoice that charged the change. */
  const confirmPlanChange = async (userId: string, plan: PaidPlanKey, token: string) => {
    const subscription = await callStripe(
      () => stripe.subscriptions.retrieve(token, { expand: ['latest_invoice'] }),
      { missing: throwing(notVerified) },
    );
    const invoice = subscription.latest_invoice;
    const paid =
      subscription.metadata[STRIPE_METADATA.userId] === userId &&
      invoice !== null &&
      typeof invoice !== 'string' &&
      invoice.status === 'paid';
    if (!paid || !invoice.id) throw notVerified();
    return confirmed(subscription, userId, plan, invoice.id);
  };

  return {
    name: 'stripe',

    createCheckout: async ({ user, plan, subscription, successUrl, cancelUrl }) => {
      const running = await liveSubscription(subscription);
      if (running && isSubscriptionGranting(running)) {
        const item = planItemOf(running, prices)?.item ?? running.items.data[0];
        if (!item) throw billingErrors.providerFailed('stripe');
        await callStripe(() =>
          stripe.subscriptions.update(running.id, {
            items: [{ id: item.id, price: prices[plan] }],
            metadata: metadataOf(user.id, plan),
            cancel_at_period_end: false,
            // Charged now, all or nothing, so the confirmation that follows finds it paid.
            proration_behavior: 'always_invoice',
            payment_behavior: 'error_if_incomplete',
          }),
        );
        return { url: `${successUrl}&token=${running.id}` };
      }
      // One whose payment failed (past due, unpaid) grants nothing but would go on dunning the
      // card: the new subscription replaces it.
      if (running) await endSubscriptionNow(stripe, running.id);
      const storedCustomer = subscription?.stripeCustomerId ?? null;
      const customer = storedCustomer ?? (await createCustomer(user));
      await expireOpenSessions(customer);
      const session = await callStripe(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: user.id,
          line_items: [{ price: prices[plan], quantity: 1 }],
          subscription_data: { metadata: metadataOf(user.id, plan) },
          metadata: metadataOf(user.id, plan),
          success_url: `${successUrl}&token={CHECKOUT_SESSION_ID}`,
          cancel_url: cancelUrl,
        }),
      );
      if (!session.url) throw billingErrors.providerFailed('stripe');
      return { url: session.url, ...(storedCustomer === null && { stripeCustomerId: customer }) };
    },

    confirm: async ({ userId, plan, token }) => {
      if (CHECKOUT_SESSION_TOKEN.test(token)) return confirmCheckout(userId, plan, token);
      if (SUBSCRIPTION_TOKEN.test(token)) return confirmPlanChange(userId, plan, token);
      throw notVerified();
    },

    endRefused: async (payment) => {
      const id = payment.ids.stripeSubscriptionId;
      if (id) await endSubscriptionNow(stripe, id);
    },

    endNow: async (stored) => {
      if (stored.stripeSubscriptionId)
        await endSubscriptionNow(stripe, stored.stripeSubscriptionId);
    },

    cancel: async (stored) => {
      const id = stored.stripeSubscriptionId;
      if (!id) throw billingErrors.notSubscribed();
      await callStripe(() => stripe.subscriptions.update(id, { cancel_at_period_end: true }), {
        missing: throwing(billingErrors.notSubscribed),
      });
    },

    resume: async (_userId, stored) => {
      // One Stripe has ended already (its webhook not yet heard) can no longer be resumed, and
      // Stripe would refuse the update as a bad request.
      const running = await liveSubscription(stored);
      if (!running) throw billingErrors.nothingToResume();
      await callStripe(
        () => stripe.subscriptions.update(running.id, { cancel_at_period_end: false }),
        { missing: throwing(billingErrors.nothingToResume) },
      );
    },

    portal: async (stored, returnUrl) => {
      const customer = stored.stripeCustomerId;
      if (!customer) throw billingErrors.notSubscribed('You have no Stripe billing to manage.');
      const session = await callStripe(() =>
        stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }),
      );
      return session.url;
    },
  };
}
