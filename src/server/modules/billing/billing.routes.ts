import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutBodySchema,
  confirmBodySchema,
  pendingPaymentSchema,
  redirectResponseSchema,
} from '../../../shared/billing.schemas.ts';
import { subscriptionSchema } from '../../../shared/subscription.schemas.ts';
import { signedInUserId } from '../auth/auth.guard.ts';
import type { BillingService } from './billing.service.ts';

/** Paying, confirming, cancelling and managing billing: always the signed-in user's own. */
export const billingRoutes: FastifyPluginAsyncZod<{
  signedInOnly: onRequestHookHandler;
  service: BillingService;
}> = async (app, { signedInOnly, service }) => {
  app.addHook('onRequest', signedInOnly);
  const user = signedInUserId;

  app.post(
    '/api/billing/checkout',
    { schema: { body: checkoutBodySchema, response: { 200: redirectResponseSchema } } },
    (request) => service.checkout(user(request), request.body),
  );

  app.post(
    '/api/billing/confirm',
    {
      schema: {
        body: confirmBodySchema,
        response: { 200: subscriptionSchema, 202: pendingPaymentSchema },
      },
    },
    async (request, reply) => {
      const outcome = await service.confirm(user(request), request.body);
      // Accepted, not failed: the provider holds the payment, and the server asks again later.
      if ('pending' in outcome) return reply.code(202).send(outcome.pending);
      return outcome.subscription;
    },
  );

  app.post(
    '/api/subscription/cancel',
    { schema: { response: { 200: subscriptionSchema } } },
    (request) => service.cancel(user(request)),
  );

  app.post(
    '/api/billing/resume',
    { schema: { response: { 200: subscriptionSchema } } },
    (request) => service.resume(user(request)),
  );

  app.post(
    '/api/billing/portal',
    { schema: { response: { 200: redirectResponseSchema } } },
    (request) => service.portal(user(request)),
  );
};
