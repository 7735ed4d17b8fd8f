import type { FastifyBaseLogger } from 'fastify';
import type {
  CheckoutBody,
  ConfirmBody,
  PendingPayment,
  PlansResponse,
} from '../../../shared/billing.schemas.ts';
import { purchasedPeriodEnd, renewsByItself } from '../../../shared/domain/billing-period.ts';
import type { Gateway } from '../../../shared/domain/payment-result.ts';
import {
  effectivePlan,
  isPro,
  PLANS,
  paidPlanViews,
  planAfterPurchase,
} from '../../../shared/domain/plans.ts';
import type { DomainError } from '../../../shared/errors.ts';
import { SUBSCRIPTION_EVENTS, type Subscription } from '../../../shared/subscription.schemas.ts';
import { billingErrors } from './billing.errors.ts';
import { checkoutRefusal, takenPaymentRefusal } from './checkout-rules.ts';
import type { ConfirmedPayment, PaymentGateway, StoredSubscription } from './payment-gateway.ts';
import { paymentReturnUrls } from './payment-return-urls.ts';
import { pendingPaymentAnswer } from './pending-payment-check.ts';
import { reportRefusedPayment } from './refused-payment.ts';
import { presentSubscription } from './subscription.presenter.ts';
import type {
  SubscriptionRow,
  SubscriptionState,
  SubscriptionsRepository,
} from './subscriptions.repository.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export interface BillingDeps {
  repository: SubscriptionsRepository;
  /** Where the user's subscription is read as the API answers it. */
  subscriptions: Pick<SubscriptionsService, 'current'>;
  /** The gateways this server takes payments with, in the order the web offers them. */
  gateways: readonly PaymentGateway[];
  appUrl: string;
  now: () => Date;
  emailOf(userId: string): Promise<string>;
  publish(userId: string, event: string, payload: unknown): void;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  /** Where a payment the provider still holds is queued to be asked about again later. */
  pendingChecks: { schedule(userId: string, body: ConfirmBody): Promise<void> };
}

/** What a confirmation came to: the user's plan, or a payment the provider still holds. */
export type ConfirmOutcome = { subscription: Subscription } | { pending: PendingPayment };

function stored(row: SubscriptionRow): StoredSubscription {
  const { plan, provider, currentPeriodEnd, stripeCustomerId, stripeSubscriptionId } = row;
  return { plan, provider, currentPeriodEnd, stripeCustomerId, stripeSubscriptionId };
}

/** The state a confirmed payment makes of what the user held before it. */
function stateAfter(
  current: SubscriptionRow,
  provider: Gateway,
  payment: ConfirmedPayment,
  now: Date,
): SubscriptionState & { currentPeriodEnd: Date } {
  // A one-off purchase adds its period to the paid time still held (none once the plan lapsed or
  // was ended); a subscription's end is the provider's to state.
  const held = isPro(current, now) ? current.currentPeriodEnd : null;
  const currentPeriodEnd =
    payment.periodEnd ?? purchasedPeriodEnd({ plan: payment.plan, now, currentPeriodEnd: held });
  const plan =
    payment.periodEnd === null
      ? planAfterPurchase(effectivePlan(current, now), payment.plan)
      : payment.plan;
  return {
    plan,
    planDisplay: PLANS[plan].name,
    isActive: true,
    currentPeriodEnd,
    provider,
    cancelAtPeriodEnd: payment.cancelAtPeriodEnd,
    stripeCustomerId: payment.ids.stripeCustomerId ?? current.stripeCustomerId,
    stripeSubscriptionId: payment.ids.stripeSubscriptionId ?? current.stripeSubscriptionId,
    paypalOrderId: payment.ids.paypalOrderId ?? current.paypalOrderId,
    paypalCaptureId: payment.ids.paypalCaptureId ?? current.paypalCaptureId,
  };
}

/** Plans, checkout, confirmation, cancel and the billing portal, whatever the gateway. */
export function createBillingService(deps: BillingDeps) {
  const { repository, appUrl, now } = deps;
  const { current } = deps.subscriptions;
  const byName = new Map(deps.gateways.map((gateway) => [gateway.name, gateway]));

  const gatewayOf = (name: Gateway): PaymentGateway => {
    const gateway = byName.get(name);
    if (!gateway) throw billingErrors.gatewayUnavailable(name);
    return gateway;
  };

  /** Answers the user's subscription as it now is, and tells every open tab of theirs. */
  const changed = async (userId: string): Promise<Subscription> => {
    const subscription = await current(userId);
    deps.publish(userId, SUBSCRIPTION_EVENTS.changed, subscription);
    return subscription;
  };

  /**
   * Grants what the provider confirms was paid, once: a token confirmed before answers the
   * subscription as it is. The checkout rules are checked again, since another tab may have
   * bought a plan since this checkout started: a gateway that charges only now refuses before
   * charging, and a payment already taken that would displace the plan held is not granted,
   * but stopped and reported for a refund. Null while the provider holds the payment.
   */
  const settle = async (
    userId: string,
    { gateway: name, plan, token }: ConfirmBody,
  ): Promise<Subscription | null> => {
    const gateway = gatewayOf(name);
    const row = await repository.findByUser(userId);
    const refusal = checkoutRefusal({ row, plan, gateway: name, now: now() });
    const payment = await gateway.confirm({ userId, plan, token, refusal });
    // Neither paid nor refused yet: nothing to grant now.
    if ('held' in payment) return null;
    const taken: { refusal: DomainError | null; periodEnd: Date | null } = {
      refusal: null,
      periodEnd: null,
    };
    const granted = await repository.grantOnce({
      userId,
      provider: name,
      paymentId: payment.paymentId,
      type: 'payment.confirmed',
      decide: (held) => {
        taken.refusal = takenPaymentRefusal({
          row: held,
          gateway: name,
          stripeSubscriptionId: payment.ids.stripeSubscriptionId ?? null,
          now: now(),
        });
        if (taken.refusal) return null;
        const state = stateAfter(held, name, payment, now());
        taken.periodEnd = state.currentPeriodEnd;
        return state;
      },
    });
    const { refusal: refused } = taken;
    if (refused) {
      await gateway.endRefused?.(payment);
      reportRefusedPayment(deps.logger, {
        userId,
        provider: name,
        paymentId: payment.paymentId,
        stripeSubscriptionId: payment.ids.stripeSubscriptionId ?? null,
        reason: refused.message,
      });
      throw refused;
    }
    if (!granted) return current(userId);
    if (taken.periodEnd) await gateway.granted?.(userId, taken.periodEnd);
    return changed(userId);
  };

  return {
    changed,

    plans: (): PlansResponse => ({
      plans: paidPlanViews(),
      gateways: [...byName.keys()],
    }),

    checkout: async (userId: string, { plan, gateway: name }: CheckoutBody) => {
      const gateway = gatewayOf(name);
      const row = await repository.findByUser(userId);
      const refusal = checkoutRefusal({ row, plan, gateway: name, now: now() });
      if (refusal) throw refusal;
      const result = await gateway.createCheckout({
        user: { id: userId, email: await deps.emailOf(userId) },
        plan,
        subscription: row ? stored(row) : null,
        ...paymentReturnUrls(appUrl, name, plan),
      });
      if (result.stripeCustomerId) {
        await repository.saveStripeCustomer(userId, result.stripeCustomerId);
      }
      return { url: result.url };
    },

    /**
     * Verifies the payment with the provider and grants it once (see settle). A payment the
     * provider still holds answers pending, and a job asks the provider again later.
     */
    confirm: async (userId: string, body: ConfirmBody): Promise<ConfirmOutcome> => {
      const subscription = await settle(userId, body);
      if (subscription) return { subscription };
      await deps.pendingChecks.schedule(userId, body);
      return { pending: pendingPaymentAnswer(body.gateway) };
    },

    /** The pending-payment job's check: true while the provider still holds the payment. */
    recheckHeld: async (userId: string, body: ConfirmBody): Promise<boolean> =>
      (await settle(userId, body)) === null,

    /**
     * Stops renewal with the provider; Pro lasts to the end of the period paid for. The flag is
     * set only on the subscription that was cancelled, should another have taken its place
     * meanwhile.
     */
    cancel: async (userId: string): Promise<Subscription> => {
      const row = await repository.findByUser(userId);
      const subscription = presentSubscription(row, now());
      if (!row || !subscription.isPro || row.provider === null) {
        throw billingErrors.notSubscribed();
      }
      if (row.cancelAtPeriodEnd) return subscription;
      const gateway = byName.get(row.provider);
      if (gateway) await gateway.cancel(stored(row));
      // Only a provider that renews by itself must be told; a one-off purchase just runs out.
      else if (renewsByItself(row.provider)) throw billingErrors.gatewayUnavailable(row.provider);
      const written = await repository.update(userId, (held) =>
        held.provider === row.provider && held.stripeSubscriptionId === row.stripeSubscriptionId
          ? { cancelAtPeriodEnd: true }
          : null,
      );
      return written ? changed(userId) : current(userId);
    },

    /**
     * Undoes a cancel while the period still runs: the provider renews the plan again at its end.
     * Like cancel, the flag is cleared only on the subscription that was resumed.
     */
    resume: async (userId: string): Promise<Subscription> => {
      const row = await repository.findByUser(userId);
      const provider = row?.provider ?? null;
      const resumable =
        row !== null &&
        provider !== null &&
        row.cancelAtPeriodEnd &&
        renewsByItself(provider) &&
        presentSubscription(row, now()).isPro;
      if (!resumable) throw billingErrors.nothingToResume();
      const gateway = byName.get(provider);
      if (!gateway?.resume) throw billingErrors.gatewayUnavailable(provider);
      await gateway.resume(userId, stored(row));
      const written = await repository.update(userId, (held) =>
        held.provider === row.provider && held.stripeSubscriptionId === row.stripeSubscriptionId
          ? { cancelAtPeriodEnd: false }
          : null,
      );
      return written ? changed(userId) : current(userId);
    },

    /** Stripe's customer portal, where a Stripe subscriber manages cards and invoices. */
    portal: async (userId: string) => {
      const row = await repository.findByUser(userId);
      if (row?.provider !== 'stripe' || row.stripeCustomerId === null) {
        throw billingErrors.notSubscribed('Billing management is for Stripe subscriptions only.');
      }
      const gateway = gatewayOf('stripe');
      if (!gateway.portal) throw billingErrors.gatewayUnavailable('stripe');
      return { url: await gateway.portal(stored(row), `${appUrl}/subscription`) };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
