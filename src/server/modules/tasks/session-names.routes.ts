import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  renameSessionSchema,
  taskIdParamsSchema,
  taskSchema,
  taskSessionParamsSchema,
} from '../../../shared/tasks.schemas.ts';
import { requestTimeZone } from '../../lib/request-time-zone.ts';
import { signedInUserId } from '../auth/auth.guard.ts';
import type { SessionNamesService } from './session-names.service.ts';

/** Naming the sessions of a task: all at once by the AI, or one by the user. */
export const sessionNamesRoutes: FastifyPluginAsyncZod<{
  signedInOnly: onRequestHookHandler;
  service: SessionNamesService;
}> = async (app, { signedInOnly, service }) => {
  app.addHook('onRequest', signedInOnly);

  app.post(
    '/api/tasks/:id/session-names',
    { schema: { params: taskIdParamsSchema, response: { 200: taskSchema } } },
    (request) =>
      service.splitIntoSteps(signedInUserId(request), request.params.id, requestTimeZone(request)),
  );

  app.patch(
    '/api/tasks/:id/sessions/:sessionId/name',
    {
      schema: {
        params: taskSessionParamsSchema,
        body: renameSessionSchema,
        response: { 200: taskSchema },
      },
    },
    (request) =>
      service.rename(
        signedInUserId(request),
        request.params.id,
        request.params.sessionId,
        request.body.name,
      ),
  );
};
