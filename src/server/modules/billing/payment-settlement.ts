import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmBody } from '../../../shared/billing.schemas.ts';
import { purchasedPeriodEnd } from '../../../shared/domain/billing-period.ts';
import type { Gateway } from '../../../shared/domain/payment-result.ts';
import { effectivePlan, isPro, PLANS, planAfterPurchase } from '../../../shared/domain/plans.ts';
import type { DomainError } from '../../../shared/errors.ts';
import type { Subscription } from '../../../shared/subscription.schemas.ts';
import { payments } from '../../lib/metrics.ts';
import { checkoutRefusal, takenPaymentRefusal } from './checkout-rules.ts';
import type { GatewayLookup } from './gateway-lookup.ts';
import type { ConfirmedPayment } from './payment-gateway.ts';
import { reportRefusedPayment } from './refused-payment.ts';
import type {
  SubscriptionRow,
  SubscriptionState,
  SubscriptionsRepository,
} from './subscriptions.repository.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

type PaymentOutcome = 'granted' | 'already_granted' | 'held' | 'refused' | 'failed';

export interface PaymentSettlementDeps {
  repository: SubscriptionsRepository;
  /** Where the user's subscription is read, and their open tabs told of a change. */
  subscriptions: Pick<SubscriptionsService, 'current' | 'changed'>;
  gateways: GatewayLookup;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'warn'>;
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

/**
 * How a payment the user came back from is granted, apart from the billing service so that the
 * job which asks a provider again about a held payment can be made before the service, which
 * queues that job.
 */
export function createPaymentSettlement(deps: PaymentSettlementDeps) {
  const { repository, now } = deps;
  const { current, changed } = deps.subscriptions;

  /**
   * Grants what the provider confirms was paid, once: a token confirmed before answers the
   * subscription as it is. The checkout rules are checked again, since another tab may have
   * bought a plan since this checkout started: a gateway that charges only now refuses before
   * charging, and a payment already taken that would displace the plan held is not granted,
   * but stopped and reported for a refund. Null while the provider holds the payment.
   */
  const settleOnce = async (
    userId: string,
    { gateway: name, plan, token }: ConfirmBody,
    outcome: (name: PaymentOutcome) => void,
  ): Promise<Subscription | null> => {
    const gateway = deps.gateways.get(name);
    const row = await repository.findByUser(userId);
    const refusal = checkoutRefusal({ row, plan, gateway: name, now: now() });
    const payment = await gateway.confirm({ userId, plan, token, refusal });
    // Neither paid nor refused yet: nothing to grant now.
    if ('held' in payment) {
      outcome('held');
      return null;
    }
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
      outcome('refused');
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
    if (!granted) {
      outcome('already_granted');
      return current(userId);
    }
    outcome('granted');
    if (taken.periodEnd) await gateway.granted?.(userId, taken.periodEnd);
    return changed(userId);
  };

  /** Settles, counting how each confirmation ended; one that throws first is 'failed'. */
  const settle = async (userId: string, body: ConfirmBody): Promise<Subscription | null> => {
    let counted = false;
    const outcome = (name: PaymentOutcome) => {
      counted = true;
      payments.inc({ provider: body.gateway, outcome: name });
    };
    try {
      return await settleOnce(userId, body, outcome);
    } catch (error) {
      if (!counted) outcome('failed');
      throw error;
    }
  };

  return {
    settle,
    /** The pending-payment job's check: true while the provider still holds the payment. */
    recheckHeld: async (userId: string, body: ConfirmBody): Promise<boolean> =>
      (await settle(userId, body)) === null,
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
