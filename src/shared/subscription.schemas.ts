import { PLAN_KEYS } from './domain/plans.ts';
import { z } from './zod.ts';

/** GET /api/subscription: the signed-in user's plan as the server enforces it. */
export const subscriptionSchema = z.object({
  plan: z.enum(PLAN_KEYS),
  planDisplay: z.string(),
  isActive: z.boolean(),
  isPro: z.boolean(),
  currentPeriodEnd: z.nullable(z.iso.datetime({ offset: true })),
  cancelAtPeriodEnd: z.boolean(),
});

export type Subscription = z.infer<typeof subscriptionSchema>;
