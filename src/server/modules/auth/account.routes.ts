import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deviceSessionListSchema,
  deviceSessionParamsSchema,
  profileSchema,
  updateProfileSchema,
} from '../../../shared/account.schemas.ts';
import type { AccountService } from './account.service.ts';
import { signedIn, signedInUserId } from './auth.guard.ts';

interface AccountRoutesDeps {
  signedInOnly: onRequestHookHandler;
  service: AccountService;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesDeps> = async (
  app,
  { signedInOnly, service },
) => {
  app.addHook('onRequest', signedInOnly);

  app.get('/api/me', { schema: { response: { 200: profileSchema } } }, (request) =>
    service.getProfile(signedInUserId(request)),
  );

  app.patch(
    '/api/me',
    { schema: { body: updateProfileSchema, response: { 200: profileSchema } } },
    (request) => service.updateProfile(signedInUserId(request), request.body),
  );

  app.get(
    '/api/me/sessions',
    { schema: { response: { 200: deviceSessionListSchema } } },
    (request) => service.listSessions(signedIn(request)),
  );

  app.delete(
    '/api/me/sessions/:id',
    { schema: { params: deviceSessionParamsSchema } },
    async (request, reply) => {
      await service.endSession(signedIn(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
