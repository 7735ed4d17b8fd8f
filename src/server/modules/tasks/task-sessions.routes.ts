import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeSessionSchema,
  completeSessionSchema,
  interruptSessionSchema,
  sessionChangeSchema,
  sessionIdParamsSchema,
} from '../../../shared/focus.schemas.ts';
import { signedInUserId } from '../auth/auth.guard.ts';
import type { TaskSessionsService } from './task-sessions.service.ts';

/** The focus timer's calls on the Pomodoro sessions of tasks. */
export const taskSessionsRoutes: FastifyPluginAsyncZod<{
  signedInOnly: onRequestHookHandler;
  service: TaskSessionsService;
}> = async (app, { signedInOnly, service }) => {
  app.addHook('onRequest', signedInOnly);
  const changed = { response: { 200: sessionChangeSchema } };

  app.get(
    '/api/sessions/active',
    { schema: { response: { 200: activeSessionSchema } } },
    (request) => service.active(signedInUserId(request)),
  );

  app.post(
    '/api/sessions/:id/start',
    { schema: { params: sessionIdParamsSchema, ...changed } },
    (request) => service.start(signedInUserId(request), request.params.id),
  );

  app.post(
    '/api/sessions/:id/interrupt',
    { schema: { params: sessionIdParamsSchema, body: interruptSessionSchema, ...changed } },
    (request) =>
      service.interrupt(signedInUserId(request), request.params.id, request.body.remainingSeconds),
  );

  app.post(
    '/api/sessions/:id/complete',
    { schema: { params: sessionIdParamsSchema, body: completeSessionSchema, ...changed } },
    (request) => service.complete(signedInUserId(request), request.params.id, request.body.taskId),
  );
};
