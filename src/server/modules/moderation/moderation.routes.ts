import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOverviewQuerySchema,
  adminOverviewSchema,
  auditLogSchema,
  endSuspensionSchema,
  personParamsSchema,
  reportDecisionSchema,
  reportParamsSchema,
  reportsForReviewSchema,
  suspensionsSchema,
} from '../../../shared/moderation.schemas.ts';
import { signedInAdmin } from './admin.guard.ts';
import type { ModerationService } from './moderation.service.ts';

interface ModerationRoutesDeps {
  adminOnly: onRequestHookHandler;
  service: ModerationService;
}

/** The admin page's endpoints: to anyone else they do not exist. */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesDeps> = async (
  app,
  { adminOnly, service },
) => {
  app.addHook('onRequest', adminOnly);

  app.get(
    '/api/admin/overview',
    { schema: { querystring: adminOverviewQuerySchema, response: { 200: adminOverviewSchema } } },
    (request) => service.overview(request.query.timeZone),
  );

  app.get(
    '/api/admin/reports',
    { schema: { response: { 200: reportsForReviewSchema } } },
    async () => ({ reports: await service.openReports() }),
  );

  app.post(
    '/api/admin/reports/:id/decision',
    { schema: { params: reportParamsSchema, body: reportDecisionSchema } },
    async (request, reply) => {
      await service.decide(signedInAdmin(request), request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/suspensions',
    { schema: { response: { 200: suspensionsSchema } } },
    async () => ({ suspensions: await service.suspended() }),
  );

  app.post(
    '/api/admin/suspensions/:userId/end',
    { schema: { params: personParamsSchema, body: endSuspensionSchema } },
    async (request, reply) => {
      await service.lift(signedInAdmin(request), request.params.userId, request.body.note);
      return reply.status(204).send();
    },
  );

  app.get('/api/admin/audit-log', { schema: { response: { 200: auditLogSchema } } }, async () => ({
    entries: await service.auditLog(),
  }));
};
