import type {
  CheckoutBody,
  ConfirmBody,
  PendingPayment,
  PlansResponse,
} from '../../../shared/billing.schemas.ts';
import { renewsByItself } from '../../../shared/domain/billing-period.ts';
import { paidPlanViews } from '../../../shared/domain/plans.ts';
import type { Subscription } from '../../../shared/subscription.schemas.ts';
import { billingErrors } from './billing.errors.ts';
import { checkoutRefusal } from './checkout-rules.ts';
import type { GatewayLookup } from './gateway-lookup.ts';
import type { StoredSubscription } from './payment-gateway.ts';
import { paymentReturnUrls } from './payment-return-urls.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import { pendingPaymentAnswer } from './pending-payment-check.ts';
import { presentSubscription } from './subscription.presenter.ts';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export interface BillingDeps {
  repository: SubscriptionsRepository;
  /** Where the user's subscription is read as the API answers it, and its changes told. */
  subscriptions: Pick<SubscriptionsService, 'current' | 'changed'>;
  gateways: GatewayLookup;
  /** Grants a payment the provider confirms (see payment-settlement.ts). */
  settlement: Pick<PaymentSettlement, 'settle'>;
  appUrl: string;
  now: () => Date;
  emailOf(userId: string): Promise<string>;
  /** Where a payment the provider still holds is queued to be asked about again later. */
  pendingChecks: { schedule(userId: string, body: ConfirmBody): Promise<void> };
}

/** What a confirmation came to: the user's plan, or a payment the provider still holds. */
export type ConfirmOutcome = { subscription: Subscription } | { pending: PendingPayment };

function stored(row: SubscriptionRow): StoredSubscription {
  const { plan, provider, currentPeriodEnd, stripeCustomerId, stripeSubscriptionId } = row;
  return { plan, provider, currentPeriodEnd, stripeCustomerId, stripeSubscriptionId };
}

/** Plans, checkout, confirmation, cancel and the billing portal, whatever the gateway. */
export function createBillingService(deps: BillingDeps) {
  const { repository, appUrl, now, gateways } = deps;
  const { current, changed } = deps.subscriptions;

  return {
    plans: (): PlansResponse => ({
      plans: paidPlanViews(),
      gateways: gateways.names(),
    }),

    checkout: async (userId: string, { plan, gateway: name }: CheckoutBody) => {
      const gateway = gateways.get(name);
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
     * Verifies the payment with the provider and grants it once (see payment-settlement.ts). A
     * payment the provider still holds answers pending, and a job asks the provider again later.
     */
    confirm: async (userId: string, body: ConfirmBody): Promise<ConfirmOutcome> => {
      const subscription = await deps.settlement.settle(userId, body);
      if (subscription) return { subscription };
      await deps.pendingChecks.schedule(userId, body);
      return { pending: pendingPaymentAnswer(body.gateway) };
    },

    /**
     * Ends the user's plan at the provider at once, without a refund, as their account is being
     * deleted: nothing may charge them afterwards. A provider this server no longer offers
     * throws, so the deletion waits and tries again rather than leave a plan running.
     */
    endForDeletedAccount: async (userId: string): Promise<void> => {
      const row = await repository.findByUser(userId);
      if (!row || row.provider === null || !presentSubscription(row, now()).isPro) return;
      const gateway = gateways.find(row.provider);
      if (gateway) await gateway.endNow?.(stored(row));
      else if (renewsByItself(row.provider)) throw billingErrors.gatewayUnavailable(row.provider);
    },

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
      const gateway = gateways.find(row.provider);
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
      const gateway = gateways.find(provider);
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
      const gateway = gateways.get('stripe');
      if (!gateway.portal) throw billingErrors.gatewayUnavailable('stripe');
      return { url: await gateway.portal(stored(row), `${appUrl}/subscription`) };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
