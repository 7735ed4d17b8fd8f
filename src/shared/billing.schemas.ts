import { GATEWAYS } from './domain/payment-result.ts';
import { PAID_PLAN_KEYS } from './domain/plans.ts';
import { subscriptionSchema } from './subscription.schemas.ts';
import { z } from './zod.ts';

const paidPlanKeySchema = z.enum(PAID_PLAN_KEYS);
const gatewaySchema = z.enum(GATEWAYS);

/** A plan as the plan cards show it; prices come from the server's plan table only. */
export const planSchema = z.object({
  key: paidPlanKeySchema,
  name: z.string(),
  priceCents: z.number(),
  currency: z.literal('USD'),
  interval: z.enum(['month', 'year']),
  priceNote: z.nullable(z.string()),
  badge: z.nullable(z.string()),
  features: z.array(z.string()),
});

/** GET /api/plans (public): the paid plans and the gateways this server can take payments with. */
export const plansResponseSchema = z.object({
  plans: z.array(planSchema),
  gateways: z.array(gatewaySchema),
});

/** POST /api/billing/checkout: start paying for `plan` through `gateway`. */
export const checkoutBodySchema = z.object({
  plan: paidPlanKeySchema,
  gateway: gatewaySchema,
});

/** Where to send the browser: the provider's checkout page, or its billing portal. */
export const redirectResponseSchema = z.object({ url: z.url() });

/**
 * POST /api/billing/confirm: after a gateway's success return, the server verifies `token` (the
 * Stripe Checkout Session, the PayPal order, the test checkout) with the provider before any
 * change. A token already confirmed answers the subscription as it is and grants nothing twice.
 */
export const confirmBodySchema = z.object({
  gateway: gatewaySchema,
  plan: paidPlanKeySchema,
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});

/**
 * POST /api/billing/confirm's 202: the provider holds the payment (a PayPal capture under review),
 * neither paid nor refused yet. The server asks the provider again later and grants the plan once
 * it completes; the user's tabs hear of it like any other change.
 */
export const pendingPaymentSchema = z.object({
  status: z.literal('pending'),
  message: z.string(),
});

/** What POST /api/billing/confirm answers: the user's plan (200), or a payment still held (202). */
export const confirmResponseSchema = z.union([subscriptionSchema, pendingPaymentSchema]);

export type PlanView = z.infer<typeof planSchema>;
export type PlansResponse = z.infer<typeof plansResponseSchema>;
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;
export type ConfirmBody = z.infer<typeof confirmBodySchema>;
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;
export type ConfirmResponse = z.infer<typeof confirmResponseSchema>;
