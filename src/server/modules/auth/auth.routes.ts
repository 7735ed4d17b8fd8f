import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, resetLinkSchema } from '../../../shared/account.schemas.ts';
import { errorBody } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { LIMITED_AUTH_PATHS, PER_ADDRESS, PER_IP, rateLimitedMessage } from './auth.rate-limits.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';
import { withFieldNames } from './validation-messages.ts';

interface AuthRoutesDeps {
  auth: Auth;
  rateLimiter: RateLimiter;
  /** APP_URL: better-auth is handed requests on it, whatever Host header the client sent. */
  appUrl: string;
}

function addressIn(body: unknown, field: 'email' | 'newEmail' | null): string | null {
  if (!field || typeof body !== 'object' || body === null || !(field in body)) return null;
  const value: unknown = Reflect.get(body, field);
  return typeof value === 'string' ? value.trim().toLowerCase() : null;
}

/** Hands every /api/auth/* request to better-auth, translating between Node and Fetch shapes. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (
  app,
  { auth, rateLimiter, appUrl },
) => {
  const appOrigin = new URL(appUrl).origin;
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      // The limits are keyed by the path better-auth will route on, after URL normalisation, so
      // '/sign-in/./email' and friends are counted like '/sign-in/email'.
      // Joined as text, so a path like '//elsewhere' stays a path on our own origin.
      const url = new URL(`${appOrigin}${request.url}`);
      const path = url.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
      const limitedField = request.method === 'POST' ? LIMITED_AUTH_PATHS.get(path) : undefined;
      if (limitedField !== undefined) {
        const address = addressIn(request.body, limitedField);
        if (limitedField && address && address.length > EMAIL_MAX_LENGTH) {
          return reply
            .status(400)
            .send(
              errorBody(
                'bad_request',
                `${limitedField} must be at most ${EMAIL_MAX_LENGTH} characters long.`,
              ),
            );
        }
        const checks = [rateLimiter.hit(`ip:${request.ip}:${path}`, PER_IP)];
        if (address) checks.push(rateLimiter.hit(`address:${address}:${path}`, PER_ADDRESS));
        const refused = (await Promise.all(checks)).find((result) => !result.allowed);
        if (refused) {
          return reply
            .status(429)
            .header('retry-after', String(refused.retryAfterSeconds))
            .send(errorBody('rate_limited', rateLimitedMessage(refused.retryAfterSeconds)));
        }
      }

      const headers = fromNodeHeaders(request.headers);
      // The body is re-serialised from the parsed JSON, so the original length no longer applies.
      headers.delete('content-length');
      // Set here, never taken from the client: Fastify resolves the address (and trusts a proxy
      // header only as far as TRUST_PROXY's proxies appended it).
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
      const text = response.body === null ? null : await response.text();
      return reply.send(response.status === 400 && text !== null ? withFieldNames(text) : text);
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
