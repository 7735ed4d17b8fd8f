import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../../shared/reminders.schemas.ts';
import { z } from '../../../shared/zod.ts';
import { requestTimeZone, ZONE_WHEN_UNNAMED } from '../../lib/request-time-zone.ts';
import { signedInUserId } from '../auth/auth.guard.ts';
import type { NotificationsService } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{
  signedInOnly: onRequestHookHandler;
  service: NotificationsService;
  publicKey: string;
}> = async (app, { signedInOnly, service, publicKey }) => {
  app.addHook('onRequest', signedInOnly);
  const user = signedInUserId;

  app.get('/api/push/key', { schema: { response: { 200: pushKeySchema } } }, () => ({
    publicKey,
  }));

  app.post(
    '/api/push/subscriptions',
    { schema: { body: pushSubscriptionSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await service.subscribe(
        user(request),
        request.body,
        requestTimeZone(request) ?? ZONE_WHEN_UNNAMED,
      );
      return reply.code(204).send(undefined);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    { schema: { body: pushUnsubscribeSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await service.unsubscribe(user(request), request.body.endpoint);
      return reply.code(204).send(undefined);
    },
  );
};
