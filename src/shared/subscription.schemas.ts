import { z } from 'zod';
import { PLAN_KEYS } from './domain/plans.ts';

/** GET /api/subscription: the signed-in user's plan as the server enforces it. */
export const subscriptionSchema = z.object({
  plan: z.enum(PLAN_KEYS),
  planDisplay: z.string(),
  isActive: z.boolean(),
  isPro: z.boolean(),
  currentPeriodEnd: z.iso.datetime({ offset: true }).nullable(),
  cancelAtPeriodEnd: z.boolean(),
});

export type Subscription = z.infer<typeof subscriptionSchema>;
