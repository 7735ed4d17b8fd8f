import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedLink } from '../../../shared/calendar-feed.schemas.ts';
import { api } from '../../lib/api-client.ts';
import { calendarFeedSchemas } from '../../lib/schema-loaders.ts';

const linkSchema = calendarFeedSchemas.response((schemas) => schemas.calendarFeedLinkSchema);

const calendarFeedKey = ['calendar-feed'] as const;

/** GET /api/calendar-feed, for a Pro user only (the server refuses the others). */
export function useCalendarFeedLink(enabled: boolean) {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => api.get('/calendar-feed', { schema: linkSchema, signal }),
    enabled,
  });
}

/** POST /api/calendar-feed: a new address, the old one stopping at once. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    // Never queued offline: a reset that lands later would stop an address given out meanwhile.
    networkMode: 'always',
    mutationFn: () => api.post('/calendar-feed', undefined, { schema: linkSchema }),
    onSuccess: (link: CalendarFeedLink) => queryClient.setQueryData(calendarFeedKey, link),
  });
}
