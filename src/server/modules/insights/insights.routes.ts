import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aiSummaryBodySchema,
  aiSummaryResponseSchema,
  dashboardResponseSchema,
  focusTrendResponseSchema,
  insightsQuerySchema,
  insightsResponseSchema,
  streakResponseSchema,
  timeZoneQuerySchema,
} from '../../../shared/insights.schemas.ts';
import { signedInUserId } from '../auth/auth.guard.ts';
import type { InsightsService } from './insights.service.ts';

export const insightsRoutes: FastifyPluginAsyncZod<{
  signedInOnly: onRequestHookHandler;
  service: InsightsService;
}> = async (app, { signedInOnly, service }) => {
  app.addHook('onRequest', signedInOnly);
  const user = signedInUserId;

  app.get(
    '/api/insights',
    { schema: { querystring: insightsQuerySchema, response: { 200: insightsResponseSchema } } },
    (request) => service.daily(user(request), request.query),
  );

  app.get(
    '/api/insights/trend',
    { schema: { querystring: insightsQuerySchema, response: { 200: focusTrendResponseSchema } } },
    (request) => service.trend(user(request), request.query),
  );

  app.get(
    '/api/insights/streak',
    { schema: { querystring: timeZoneQuerySchema, response: { 200: streakResponseSchema } } },
    (request) => service.streak(user(request), request.query.timeZone),
  );

  app.get(
    '/api/dashboard',
    { schema: { querystring: timeZoneQuerySchema, response: { 200: dashboardResponseSchema } } },
    (request) => service.dashboard(user(request), request.query.timeZone),
  );

  app.post(
    '/api/insights/ai-summary',
    { schema: { body: aiSummaryBodySchema, response: { 200: aiSummaryResponseSchema } } },
    (request) => service.aiSummary(user(request), request.body.type, request.body.timeZone),
  );
};
