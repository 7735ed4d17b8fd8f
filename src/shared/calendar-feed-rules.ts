// Apart from the schemas: Settings words these before zod has loaded.

/** What a free user is told of the calendar feed, by the server's refusal and by Settings. */
export const CALENDAR_FEED_PRO_ONLY =
  'The calendar feed is a Pro feature. Please upgrade your subscription.';

/** How far back the feed shows completed tasks and focus sessions, in days. */
export const CALENDAR_FEED_HISTORY_DAYS = 60;
