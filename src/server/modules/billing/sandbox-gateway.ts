import { randomBytes } from 'node:crypto';
import { PLANS } from '../../../shared/domain/plans.ts';
import { billingErrors } from './billing.errors.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { SandboxCheckoutsRepository } from './sandbox-checkouts.repository.ts';

/** 24 random bytes: as unguessable as a session id, and the token the return address carries. */
const CHECKOUT_ID_BYTES = 24;
export const SANDBOX_CHECKOUT_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The test checkout page, served by Pomopal itself in place of a provider's. */
export const sandboxCheckoutPath = (id: string) => `/billing/sandbox/${id}`;

/**
 * The local test gateway: a checkout is a row of our own, paid, declined or cancelled on a page
 * Pomopal serves, and confirmed from that row. Like a Stripe subscription it renews by itself
 * each period until cancelled (sandbox-renewal.ts). It never moves money; it is refused in
 * production.
 */
export function createSandboxGateway({
  checkouts,
  renewals,
  appUrl,
  now,
}: {
  checkouts: SandboxCheckoutsRepository;
  renewals: { schedule(userId: string, periodEnd: Date): Promise<void> };
  appUrl: string;
  now: () => Date;
}): PaymentGateway {
  return {
    name: 'sandbox',

    createCheckout: async ({ user, plan }) => {
      const id = randomBytes(CHECKOUT_ID_BYTES).toString('base64url');
      await checkouts.create({
        id,
        userId: user.id,
        plan,
        amountCents: PLANS[plan].priceCents,
        createdAt: now(),
      });
      return { url: `${appUrl}${sandboxCheckoutPath(id)}` };
    },

    // Pressing Pay is the test payment's charge, so like a captured PayPal order a paid checkout
    // is granted whatever `refusal` says; the rules still hold where it would displace a plan.
    confirm: async ({ userId, plan, token }) => {
      const checkout = await checkouts.findForUser(token, userId);
      if (!checkout) throw billingErrors.checkoutNotFound();
      const paid =
        checkout.status === 'paid' &&
        checkout.plan === plan &&
        checkout.amountCents === PLANS[plan].priceCents;
      if (!paid) throw billingErrors.paymentNotVerified('This test payment was not completed.');
      return { plan, paymentId: checkout.id, periodEnd: null, cancelAtPeriodEnd: false, ids: {} };
    },

    granted: renewals.schedule,

    // The renewal job reads cancel_at_period_end, which the billing service sets: nothing else
    // to stop.
    cancel: async () => {},

    // The renewal job queued at payment is still waiting for the period end unless it has run;
    // queueing it again is harmless, since a second one for the user is dropped while it waits.
    resume: async (userId, stored) => {
      if (stored.currentPeriodEnd) await renewals.schedule(userId, stored.currentPeriodEnd);
    },
  };
}
