import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  breakIdParamsSchema,
  breakSchema,
  endBreakSchema,
  preferencesSchema,
  startBreakSchema,
  updatePreferencesSchema,
} from '../../../shared/focus.schemas.ts';
import { signedInUserId } from '../auth/auth.guard.ts';
import type { FocusService } from './focus.service.ts';

export const focusRoutes: FastifyPluginAsyncZod<{
  signedInOnly: onRequestHookHandler;
  service: FocusService;
}> = async (app, { signedInOnly, service }) => {
  app.addHook('onRequest', signedInOnly);
  const user = signedInUserId;

  app.post(
    '/api/breaks',
    { schema: { body: startBreakSchema, response: { 201: breakSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.startBreak(user(request), request.body.kind)),
  );

  app.post(
    '/api/breaks/:id/end',
    {
      schema: { params: breakIdParamsSchema, body: endBreakSchema, response: { 200: breakSchema } },
    },
    (request) => service.endBreak(user(request), request.params.id, request.body.completed),
  );

  app.get('/api/preferences', { schema: { response: { 200: preferencesSchema } } }, (request) =>
    service.preferences(user(request)),
  );

  app.put(
    '/api/preferences',
    { schema: { body: updatePreferencesSchema, response: { 200: preferencesSchema } } },
    (request) => service.savePreferences(user(request), request.body),
  );
};
