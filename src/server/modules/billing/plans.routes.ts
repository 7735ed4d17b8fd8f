import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plansResponseSchema } from '../../../shared/billing.schemas.ts';
import type { BillingService } from './billing.service.ts';

/** The price list and the ways to pay, public: the plan cards show them before sign-in. */
export const plansRoutes: FastifyPluginAsyncZod<{ service: BillingService }> = async (
  app,
  { service },
) => {
  app.get('/api/plans', { schema: { response: { 200: plansResponseSchema } } }, () =>
    service.plans(),
  );
};
