import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_MAX_LENGTH,
  resetLinkQuerySchema,
  resetLinkSchema,
} from '../../../shared/account.schemas.ts';
import { errorBody } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { LIMITED_AUTH_PATHS, rateLimitedMessage, signInLinkMessage } from './auth.rate-limits.ts';
import type { Identify } from './auth.session.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';
import { type Attempt, createAttemptLimits } from './auth-attempts.ts';
import { presentRefusal } from './auth-refusals.ts';
import type { CredentialsRepository } from './credentials.repository.ts';
import { createKnownDevices } from './known-device.ts';
import { createSignInLinks, SIGN_IN_LINK_VERIFY_PATH } from './sign-in-link.ts';

interface AuthRoutesDeps {
  auth: Auth;
  identify: Identify;
  rateLimiter: RateLimiter;
  credentials: CredentialsRepository;
  /** APP_URL: better-auth is handed requests on it, whatever Host header the client sent. */
  appUrl: string;
}

function fieldIn(body: unknown, field: string): unknown {
  return typeof body === 'object' && body !== null && field in body
    ? Reflect.get(body, field)
    : undefined;
}

function addressIn(body: unknown, field: 'email' | 'newEmail' | null): string | null {
  const value = field ? fieldIn(body, field) : undefined;
  return typeof value === 'string' ? value.trim().toLowerCase() : null;
}

/** Hands every /api/auth/* request to better-auth, translating between Node and Fetch shapes. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (
  app,
  { auth, identify, rateLimiter, credentials, appUrl },
) => {
  const appOrigin = new URL(appUrl).origin;
  const attempts = createAttemptLimits(rateLimiter);
  const authContext = await auth.$context;
  const knownDevices = createKnownDevices({
    secret: authContext.secret,
    secure: appUrl.startsWith('https://'),
  });
  const sessionCookie = `${authContext.authCookies.sessionToken.name}=`;
  const signInLinks = createSignInLinks({ auth, credentials, rateLimiter });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      // The limits are keyed by the path better-auth will route on, after URL normalisation, so
      // '/sign-in/./email' and friends are counted like '/sign-in/email'.
      // Joined as text, so a path like '//elsewhere' stays a path on our own origin.
      const url = new URL(`${appOrigin}${request.url}`);
      const path = url.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
      const limited = request.method === 'POST' ? LIMITED_AUTH_PATHS.get(path) : undefined;
      const address = limited ? addressIn(request.body, limited.addressField) : null;
      let attempt: Extract<Attempt, { allowed: true }> | null = null;
      if (limited) {
        if (limited.addressField && address && address.length > EMAIL_MAX_LENGTH) {
          return reply
            .status(400)
            .send(
              errorBody(
                'request.invalid',
                `${limited.addressField} must be at most ${EMAIL_MAX_LENGTH} characters long.`,
              ),
            );
        }
        const cookieHeader = request.headers.cookie;
        // The password hash is read only for a browser that brings a device cookie at all.
        const credential =
          limited.kind === 'sign-in' && address && knownDevices.presentIn(cookieHeader)
            ? await credentials.passwordHashOf(address)
            : null;
        const knownDevice =
          address && credential ? knownDevices.recognise(cookieHeader, address, credential) : null;
        const userId =
          limited.kind === 'check'
            ? ((await identify(request.headers, { slide: false }))?.userId ?? null)
            : null;
        const begun = await attempts.begin({
          path,
          limited,
          ip: request.ip,
          address,
          knownDevice,
          userId,
        });
        if (!begun.allowed && begun.addressLocked && address) {
          // Not awaited: the answer leaves at once whatever the password, so its time tells
          // nothing about it either.
          signInLinks.offer(address, fieldIn(request.body, 'password')).catch((error: unknown) => {
            request.log.error({ err: error }, 'could not offer a sign-in link');
          });
          return reply
            .status(429)
            .header('retry-after', String(begun.retryAfterSeconds))
            .send(
              errorBody('auth.sign_in_link_offered', signInLinkMessage(begun.retryAfterSeconds)),
            );
        }
        if (!begun.allowed) {
          return reply
            .status(429)
            .header('retry-after', String(begun.retryAfterSeconds))
            .send(errorBody('auth.rate_limited', rateLimitedMessage(begun.retryAfterSeconds)));
        }
        attempt = begun;
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
      await attempt?.finish(response.ok);
      reply.status(response.status);
      const refused = response.status >= 400;
      response.headers.forEach((value, key) => {
        // The body of a refusal is rewritten below as JSON, so its length and type are Fastify's
        // to set (better-auth answers a disabled path in plain text).
        const rewritten = key === 'content-length' || (refused && key === 'content-type');
        if (key !== 'set-cookie' && !rewritten) reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      // A session started by the address's password: this browser becomes a known device of the
      // address. Not at sign-up, whose answer must not tell a new address from a known one.
      const sessionSet = cookies.find((cookie) => cookie.startsWith(sessionCookie));
      if (limited?.kind === 'sign-in' && address && response.ok && sessionSet) {
        const credential = await credentials.passwordHashOf(address);
        if (credential) cookies.push(knownDevices.remember(address, credential));
      }
      // So does one that followed a sign-in link, which is mailed only for the right password.
      if (path === SIGN_IN_LINK_VERIFY_PATH && sessionSet) {
        const linked = await signInLinks.addressSignedIn(sessionSet);
        const credential = linked ? await credentials.passwordHashOf(linked) : null;
        if (linked && credential) cookies.push(knownDevices.remember(linked, credential));
      }
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = response.body === null ? null : await response.text();
      return reply.send(refused ? presentRefusal(response.status, text) : text);
    },
  });

  app.get(
    '/api/password-reset',
    {
      schema: {
        querystring: resetLinkQuerySchema,
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
