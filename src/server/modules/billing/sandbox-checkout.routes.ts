import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../../shared/errors.ts';
import { z } from '../../../shared/zod.ts';
import { jsonBodyProblem } from '../../lib/request-guards.ts';
import { signedInUserId } from '../auth/auth.guard.ts';
import { renderSandboxCheckoutPage, renderSandboxSignedOutPage } from './sandbox-checkout.page.ts';
import { SANDBOX_ACTIONS, type SandboxCheckoutService } from './sandbox-checkout.service.ts';
import { SANDBOX_CHECKOUT_ID_PATTERN } from './sandbox-gateway.ts';

const paramsSchema = z.object({
  id: z.string().check(z.regex(SANDBOX_CHECKOUT_ID_PATTERN, 'is not a test checkout id')),
});
const actionBodySchema = z.object({ action: z.enum(SANDBOX_ACTIONS) });

/**
 * The test checkout page: plain HTML served by the server (outside the single-page app), whose
 * buttons post a form back to the same address, as a provider's page would.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{
  signedInOnly: onRequestHookHandler;
  service: SandboxCheckoutService;
}> = async (app, { signedInOnly, service }) => {
  app.addHook('onRequest', async (request, reply) => {
    try {
      await signedInOnly.call(app, request, reply, () => undefined);
    } catch (error) {
      // A browser showing the page to a person gets a page to sign in from; any other client
      // gets the API's refusal.
      const wantsPage = request.method === 'GET' && request.headers.accept?.includes('text/html');
      if (!wantsPage || !(error instanceof DomainError && error.code === 'auth.unauthorized')) {
        throw error;
      }
      return reply
        .code(401)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderSandboxSignedOutPage());
    }
  });
  // Only in this plugin's scope: the API itself takes JSON alone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields = Object.fromEntries(new URLSearchParams(body.toString()));
      const problem = jsonBodyProblem(fields);
      done(problem ? new DomainError('request.invalid', problem) : null, fields);
    },
  );

  app.get('/billing/sandbox/:id', { schema: { params: paramsSchema } }, async (request, reply) => {
    const checkout = await service.view(signedInUserId(request), request.params.id);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderSandboxCheckoutPage(checkout));
  });

  app.post(
    '/billing/sandbox/:id',
    { schema: { params: paramsSchema, body: actionBodySchema } },
    async (request, reply) =>
      reply.redirect(
        await service.act(signedInUserId(request), request.params.id, request.body.action),
        303,
      ),
  );
};
