import type Stripe from 'stripe';
import {
  addInterval,
  type FakeInvoice,
  type FakeSubscription,
  fakeCustomer,
  fakeInvoice,
  fakeSubscription,
  unixSeconds,
} from './fake-stripe-objects.ts';
import {
  type FakeStripeState,
  found,
  intervalOf,
  setCancelAtPeriodEnd,
} from './fake-stripe-state.ts';

/**
 * What happens on Stripe's side, outside any API call Pomopal makes: a customer paying on the
 * hosted Checkout page, a renewal charged or failing, a change made in the portal or by dunning.
 */
export function createFakeStripeActions(state: FakeStripeState) {
  const { customers, sessions, sessionLines, subscriptions, invoices } = state;

  return {
    /**
     * The customer pays on Stripe's page: the session completes, its subscription starts, paid
     * until `periodEnd` (one interval by default). Answers the address Stripe sends them back to.
     */
    completeCheckout(sessionId: string, { periodEnd }: { periodEnd?: Date } = {}): string {
      const session = found(sessions, 'checkout.session', sessionId);
      if (session.status !== 'open') throw new Error(`checkout ${sessionId} is ${session.status}`);
      const { price, metadata } = found(sessionLines, 'checkout.session', sessionId);
      let customer = session.customer;
      if (customer === null) {
        const created = fakeCustomer({ email: null, name: null, description: null, metadata: {} });
        customers.set(created.id, created);
        customer = created.id;
      }
      const now = new Date();
      const end = periodEnd ?? addInterval(now, intervalOf(price));
      const subscription = fakeSubscription({
        customer,
        price,
        interval: intervalOf(price),
        metadata,
        periodEnd: end,
      });
      const invoice = fakeInvoice({
        subscription,
        amount: price.unit_amount ?? 0,
        paid: true,
        reason: 'subscription_create',
        periodStart: now,
        periodEnd: end,
      });
      invoices.set(invoice.id, invoice);
      subscription.latest_invoice = invoice.id;
      subscriptions.set(subscription.id, subscription);
      session.customer = customer;
      session.status = 'complete';
      session.payment_status = 'paid';
      session.subscription = subscription.id;
      session.invoice = invoice.id;
      session.url = null;
      return (session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', session.id);
    },

    /** Stripe changes a subscription on its side (the portal, a dunning step, an expiry). */
    changeSubscription(
      id: string,
      change: {
        status?: Stripe.Subscription.Status;
        cancelAtPeriodEnd?: boolean;
        periodEnd?: Date;
        metadata?: Stripe.Metadata;
      },
    ): FakeSubscription {
      const subscription = found(subscriptions, 'subscription', id);
      if (change.periodEnd) {
        for (const item of subscription.items.data) {
          item.current_period_end = unixSeconds(change.periodEnd);
        }
      }
      if (change.cancelAtPeriodEnd !== undefined) {
        setCancelAtPeriodEnd(subscription, change.cancelAtPeriodEnd);
      }
      if (change.metadata) subscription.metadata = change.metadata;
      if (change.status) {
        subscription.status = change.status;
        if (change.status === 'canceled') {
          const now = unixSeconds(new Date());
          subscription.ended_at = now;
          subscription.canceled_at ??= now;
        }
      }
      return subscription;
    },

    /** A renewal is charged: paid, the period moves on to `periodEnd`; failed, it is past due. */
    renew(id: string, { paid, periodEnd }: { paid: boolean; periodEnd: Date }): FakeInvoice {
      const subscription = found(subscriptions, 'subscription', id);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`subscription ${id} has no item`);
      const start = new Date(item.current_period_end * 1000);
      const invoice = fakeInvoice({
        subscription,
        amount: item.price.unit_amount ?? 0,
        paid,
        reason: 'subscription_cycle',
        periodStart: start,
        periodEnd,
      });
      invoices.set(invoice.id, invoice);
      subscription.latest_invoice = invoice.id;
      if (paid) {
        item.current_period_start = unixSeconds(start);
        item.current_period_end = unixSeconds(periodEnd);
        subscription.status = 'active';
      } else {
        subscription.status = 'past_due';
      }
      return invoice;
    },
  };
}
