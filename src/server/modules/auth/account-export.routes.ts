import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountExportService } from './account-export.service.ts';
import { signedIn } from './auth.guard.ts';

interface AccountExportRoutesDeps {
  signedInOnly: onRequestHookHandler;
  service: AccountExportService;
}

export const accountExportRoutes: FastifyPluginAsyncZod<AccountExportRoutesDeps> = async (
  app,
  { signedInOnly, service },
) => {
  app.addHook('onRequest', signedInOnly);

  app.get('/api/me/export', async (request, reply) => {
    const { filename, body } = await service.open(signedIn(request).userId);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
};
