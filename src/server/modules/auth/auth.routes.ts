import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resetLinkSchema } from '../../../shared/account.schemas.ts';
import { errorBody } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import {
  LIMITED_AUTH_PATHS,
  PER_ADDRESS,
  PER_IP,
  RATE_LIMITED_MESSAGE,
} from './auth.rate-limits.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';

interface AuthRoutesDeps {
  auth: Auth;
  rateLimiter: RateLimiter;
}

function addressIn(body: unknown, field: 'email' | 'newEmail' | null): string | null {
  if (!field || typeof body !== 'object' || body === null || !(field in body)) return null;
  const value: unknown = Reflect.get(body, field);
  return typeof value === 'string' ? value.trim().toLowerCase() : null;
}

/** Hands every /api/auth/* request to better-auth, translating between Node and Fetch shapes. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (
  app,
  { auth, rateLimiter },
) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      // The limits are keyed by the path better-auth will route on, after URL normalisation, so
      // '/sign-in/./email' and friends are counted like '/sign-in/email'.
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const path = url.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
      const limitedField = request.method === 'POST' ? LIMITED_AUTH_PATHS.get(path) : undefined;
      if (limitedField !== undefined) {
        const address = addressIn(request.body, limitedField);
        const checks = [rateLimiter.hit(`ip:${request.ip}:${path}`, PER_IP)];
        if (address) checks.push(rateLimiter.hit(`address:${address}:${path}`, PER_ADDRESS));
        const refused = (await Promise.all(checks)).find((result) => !result.allowed);
        if (refused) {
          return reply
            .status(429)
            .header('retry-after', String(refused.retryAfterSeconds))
            .send(errorBody('rate_limited', RATE_LIMITED_MESSAGE));
        }
      }

      const headers = fromNodeHeaders(request.headers);
      // The body is re-serialised from the parsed JSON, so the original length no longer applies.
      headers.delete('content-length');
      // Set here, never taken from the client: Fastify resolves the address (and trusts a proxy
      // header only when TRUST_PROXY is on).
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body === null ? null : await response.text());
    },
  });

  app.get(
    '/api/password-reset',
    {
      schema: {
        querystring: z.object({ token: z.string().trim().min(1, 'token is required').max(200) }),
        response: { 200: resetLinkSchema },
      },
    },
    async (request) => {
      const context = await auth.$context;
      const verification = await context.internalAdapter.findVerificationValue(
        `reset-password:${request.query.token}`,
      );
      return { valid: verification !== null && verification.expiresAt > new Date() };
    },
  );
};
