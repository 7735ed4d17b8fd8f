import { GATEWAYS } from './domain/payment-result.ts';
import { PLAN_KEYS } from './domain/plans.ts';
import { z } from './zod.ts';

/**
 * GET /api/subscription, and the answer of every call that changes it: the signed-in user's plan
 * as the server enforces it. `provider` is who takes the payments (null on the free plan); a
 * Stripe subscription renews until `cancelAtPeriodEnd`, a PayPal or test purchase never renews
 * by itself.
 */
export const subscriptionSchema = z.object({
  plan: z.enum(PLAN_KEYS),
  planDisplay: z.string(),
  isActive: z.boolean(),
  isPro: z.boolean(),
  currentPeriodEnd: z.nullable(z.iso.datetime({ offset: true })),
  provider: z.nullable(z.enum(GATEWAYS)),
  cancelAtPeriodEnd: z.boolean(),
});

export type Subscription = z.infer<typeof subscriptionSchema>;

/** A user who never paid, or whose purchases are all gone: what the server answers for no row. */
export const FREE_SUBSCRIPTION: Readonly<Subscription> = {
  plan: 'free',
  planDisplay: 'Free',
  isActive: false,
  isPro: false,
  currentPeriodEnd: null,
  provider: null,
  cancelAtPeriodEnd: false,
};
