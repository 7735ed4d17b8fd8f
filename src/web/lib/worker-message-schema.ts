import { pushMessageSchema } from '../../shared/reminders.schemas.ts';
import { z } from '../../shared/zod.ts';

/** What the push worker (sw.ts) posts to the tab in front instead of showing a notification. */
export const workerMessageSchema = z.object({
  type: z.literal('pomopal:push'),
  message: pushMessageSchema,
});
