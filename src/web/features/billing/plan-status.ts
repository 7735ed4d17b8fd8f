import { isRenewalOpen, renewsByItself } from '../../../shared/domain/billing-period.ts';
import { GATEWAY_LABELS } from '../../../shared/domain/payment-result.ts';
import { PLANS, type PlanKey } from '../../../shared/domain/plans.ts';
import type { Subscription } from '../../../shared/subscription.schemas.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 'June 5, 2025', in the user's own time zone. */
export function formatBillingDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** The current-plan box of /subscription, in words. */
export interface PlanStatus {
  /** The plan the user has now ('Free' once a paid period is over). */
  name: string;
  activePlan: PlanKey;
  /** 'Renews on <date>' or 'Pro until <date>'; null on the free plan. */
  dateLine: string | null;
  /** What happens next, said plainly. */
  notes: string[];
  /** A one-off purchase in its last days: offer to renew it. */
  renewalOpen: boolean;
  /**
   * The provider charges again at the period end by itself (a running Stripe subscription, or a
   * test one, which renews with no money).
   */
  renews: boolean;
  /** Only a plan that renews by itself has anything to cancel: a one-off purchase just ends. */
  canCancel: boolean;
  /** A cancelled plan that would renew by itself may be resumed while its period runs. */
  canResume: boolean;
  /** Stripe keeps the invoices and the card: its portal manages them. */
  canManageBilling: boolean;
}

export function planStatus(subscription: Subscription, now: Date): PlanStatus {
  const { isPro, provider, currentPeriodEnd, cancelAtPeriodEnd, planDisplay } = subscription;
  const canManageBilling = provider === 'stripe';
  if (!isPro) {
    const ended = subscription.plan !== 'free' && currentPeriodEnd !== null;
    return {
      name: PLANS.free.name,
      activePlan: 'free',
      dateLine: null,
      notes: ended
        ? [`Your ${planDisplay} plan ended on ${formatBillingDate(currentPeriodEnd)}.`]
        : [],
      renewalOpen: false,
      renews: false,
      canCancel: false,
      canResume: false,
      canManageBilling,
    };
  }

  const date = currentPeriodEnd === null ? null : formatBillingDate(currentPeriodEnd);
  const renews = renewsByItself(provider) && !cancelAtPeriodEnd;
  const notes: string[] = [];
  if (cancelAtPeriodEnd) {
    notes.push('Cancelled: your plan will not renew. You keep Pro features until then.');
  } else if (provider !== null && !renewsByItself(provider)) {
    notes.push(
      `Bought with a one-off ${GATEWAY_LABELS[provider]} payment: it does not renew by itself.`,
    );
  }
  const renewalOpen = isRenewalOpen(subscription, now);
  if (renewalOpen) notes.push('Your Pro access ends soon. Renew now to keep it.');
  return {
    name: planDisplay,
    activePlan: subscription.plan,
    dateLine: date === null ? null : renews ? `Renews on ${date}` : `Pro until ${date}`,
    notes,
    renewalOpen,
    renews,
    canCancel: renews,
    canResume: cancelAtPeriodEnd && renewsByItself(provider),
    canManageBilling,
  };
}
