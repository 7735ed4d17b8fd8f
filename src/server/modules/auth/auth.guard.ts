import type { FastifyRequest } from 'fastify';
import { authErrors } from './auth.errors.ts';
import type { Identify, SessionIdentity } from './auth.session.ts';

export type { Identify };

declare module 'fastify' {
  interface FastifyRequest {
    identity: SessionIdentity | null;
  }
}

/**
 * An onRequest hook for routes that need a signed-in user: sets `request.identity` or answers
 * 401 before the body is even read, so a stranger learns nothing about what a route accepts.
 */
export function requireSignedIn(identify: Identify) {
  return async (request: FastifyRequest) => {
    request.identity = await identify(request.headers);
    if (!request.identity) throw authErrors.unauthorized();
  };
}

/** The identity a `requireSignedIn` hook has established. */
export function signedIn(request: FastifyRequest): SessionIdentity {
  if (!request.identity) throw authErrors.unauthorized();
  return request.identity;
}

export const signedInUserId = (request: FastifyRequest): string => signedIn(request).userId;
