import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionSchema } from '../../../shared/subscription.schemas.ts';
import { requireSignedIn, signedIn } from '../auth/auth.guard.ts';
import type { Auth } from '../auth/auth.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  service: SubscriptionsService;
}> = async (app, { auth, service }) => {
  app.addHook('onRequest', requireSignedIn(auth));
  app.get('/api/subscription', { schema: { response: { 200: subscriptionSchema } } }, (request) =>
    service.current(signedIn(request).userId),
  );
};
