import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedLinkSchema } from '../../../shared/calendar-feed.schemas.ts';
import { z } from '../../../shared/zod.ts';
import { signedInUserId } from '../auth/auth.guard.ts';
import type { CalendarFeedService } from './calendar-feed.service.ts';

interface CalendarFeedRoutesDeps {
  signedInOnly: onRequestHookHandler;
  service: CalendarFeedService;
}

/** Settings' side: the user's feed address, and a new one. */
export const calendarFeedLinkRoutes: FastifyPluginAsyncZod<CalendarFeedRoutesDeps> = async (
  app,
  { signedInOnly, service },
) => {
  app.addHook('onRequest', signedInOnly);

  app.get(
    '/api/calendar-feed',
    { schema: { response: { 200: calendarFeedLinkSchema } } },
    (request) => service.link(signedInUserId(request)),
  );

  app.post(
    '/api/calendar-feed',
    { schema: { response: { 200: calendarFeedLinkSchema } } },
    (request) => service.reset(signedInUserId(request)),
  );
};

// Any text: what is not a feed's address is a 404 like a wrong one, never a 400 that says why.
const feedParamsSchema = z.object({ feedId: z.string(), file: z.string() });

/** The calendar apps' side: the feed itself, opened by its address alone. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ service: CalendarFeedService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/calendar/:feedId/:file',
    { schema: { params: feedParamsSchema } },
    async (request, reply) => {
      const { feedId, file } = request.params;
      const feed = await service.read(feedId, file, request.ip);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="pomopal.ics"')
        .send(feed);
    },
  );
};
