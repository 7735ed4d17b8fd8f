import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeSessionSchema,
  breakIdParamsSchema,
  breakSchema,
  completeSessionSchema,
  endBreakSchema,
  interruptSessionSchema,
  preferencesSchema,
  sessionChangeSchema,
  sessionIdParamsSchema,
  startBreakSchema,
  updatePreferencesSchema,
} from '../../../shared/focus.schemas.ts';
import { requireSignedIn, signedIn } from '../auth/auth.guard.ts';
import type { Auth } from '../auth/auth.ts';
import type { FocusService } from './focus.service.ts';

export const focusRoutes: FastifyPluginAsyncZod<{ auth: Auth; service: FocusService }> = async (
  app,
  { auth, service },
) => {
  app.addHook('onRequest', requireSignedIn(auth));
  const user = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
  const changed = { response: { 200: sessionChangeSchema } };

  app.get(
    '/api/sessions/active',
    { schema: { response: { 200: activeSessionSchema } } },
    (request) => service.active(user(request)),
  );

  app.post(
    '/api/sessions/:id/start',
    { schema: { params: sessionIdParamsSchema, ...changed } },
    (request) => service.start(user(request), request.params.id),
  );

  app.post(
    '/api/sessions/:id/interrupt',
    { schema: { params: sessionIdParamsSchema, body: interruptSessionSchema, ...changed } },
    (request) => service.interrupt(user(request), request.params.id, request.body.remainingSeconds),
  );

  app.post(
    '/api/sessions/:id/complete',
    { schema: { params: sessionIdParamsSchema, body: completeSessionSchema, ...changed } },
    (request) => service.complete(user(request), request.params.id, request.body.taskId),
  );

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
