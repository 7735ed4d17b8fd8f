import { z } from 'zod';
import { type PaidPlanKey, PLANS } from '../../../shared/domain/plans.ts';

// The parts of PayPal's Orders v2 answers that Pomopal reads; PayPal sends more, which is ignored.

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

export const paypalOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        amount: moneySchema.optional(),
        payments: z
          .object({
            captures: z
              .array(
                z.object({
                  id: z.string(),
                  status: z.string(),
                  amount: moneySchema,
                  custom_id: z.string().optional(),
                }),
              )
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
  links: z
    .array(z.object({ href: z.string(), rel: z.string(), method: z.string().optional() }))
    .optional(),
});

export type PaypalOrder = z.infer<typeof paypalOrderSchema>;

/** PayPal's error body: `details[].issue` names the business rule a request broke. */
export const paypalErrorSchema = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});

/** The plan's price the way PayPal writes money: '6.00'. */
export function paypalMoney(plan: PaidPlanKey) {
  const { priceCents, currency } = PLANS[plan];
  const cents = String(priceCents % 100).padStart(2, '0');
  return { currency_code: currency, value: `${Math.floor(priceCents / 100)}.${cents}` };
}

/** What an order carries to say whose it is and what it buys. */
export const paypalCustomId = (userId: string, plan: PaidPlanKey) => `${userId}:${plan}`;

/** Whether the order was made by Pomopal for this user and plan, at the plan's price. */
export function isOrderFor(order: PaypalOrder, userId: string, plan: PaidPlanKey): boolean {
  const [unit, ...others] = order.purchase_units ?? [];
  const price = paypalMoney(plan);
  return (
    others.length === 0 &&
    unit?.custom_id === paypalCustomId(userId, plan) &&
    unit.amount?.currency_code === price.currency_code &&
    unit.amount.value === price.value
  );
}

/**
 * The order's one capture, when it is for exactly the plan's price and currency; null for
 * anything else. Whose order it is was checked before the capture, on the order as PayPal holds
 * it (a capture's answer need not repeat the custom_id).
 */
function captureOfPlan(order: PaypalOrder, plan: PaidPlanKey) {
  const [unit, ...otherUnits] = order.purchase_units ?? [];
  const [capture, ...otherCaptures] = unit?.payments?.captures ?? [];
  const price = paypalMoney(plan);
  const ofPlan =
    capture !== undefined &&
    otherUnits.length === 0 &&
    otherCaptures.length === 0 &&
    capture.amount.currency_code === price.currency_code &&
    capture.amount.value === price.value;
  return ofPlan ? capture : null;
}

/** The capture that paid for `plan`, or null: the order and its capture are COMPLETED. */
export function paidCapture(order: PaypalOrder, plan: PaidPlanKey) {
  const capture = captureOfPlan(order, plan);
  return order.status === 'COMPLETED' && capture?.status === 'COMPLETED' ? capture : null;
}

/**
 * Whether PayPal holds the plan's capture as PENDING (a review, an e-cheque): neither paid nor
 * failed yet, it settles later.
 */
export function isCapturePending(order: PaypalOrder, plan: PaidPlanKey): boolean {
  return captureOfPlan(order, plan)?.status === 'PENDING';
}
