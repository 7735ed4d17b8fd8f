import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeletionSchema } from '../../../shared/account.schemas.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';
import { signedIn } from './auth.guard.ts';

interface AccountDeletionRoutesDeps {
  signedInOnly: onRequestHookHandler;
  service: AccountDeletionService;
}

export const accountDeletionRoutes: FastifyPluginAsyncZod<AccountDeletionRoutesDeps> = async (
  app,
  { signedInOnly, service },
) => {
  app.addHook('onRequest', signedInOnly);

  // Accepted: the account can no longer sign in and its sessions have ended; a job deletes it.
  app.post(
    '/api/me/deletion',
    { schema: { body: accountDeletionSchema } },
    async (request, reply) => {
      await service.request(signedIn(request), request.body);
      return reply.status(204).send();
    },
  );
};
