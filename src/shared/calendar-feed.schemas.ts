import { z } from './zod.ts';

/** GET and POST /api/calendar-feed: the private address of the user's calendar feed. */
export const calendarFeedLinkSchema = z.object({
  /** Null until the user first asks for one. */
  url: z.nullable(z.url()),
});

export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
