import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionSchema } from '../../../shared/subscription.schemas.ts';
import { signedInUserId } from '../auth/auth.guard.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  signedInOnly: onRequestHookHandler;
  service: SubscriptionsService;
}> = async (app, { signedInOnly, service }) => {
  app.addHook('onRequest', signedInOnly);
  app.get('/api/subscription', { schema: { response: { 200: subscriptionSchema } } }, (request) =>
    service.current(signedInUserId(request)),
  );
};
