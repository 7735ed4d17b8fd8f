import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../shared/errors.ts';
import { identify, type SessionIdentity } from './auth.session.ts';
import type { Auth } from './auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    identity: SessionIdentity | null;
  }
}

/** A preHandler for routes that need a signed-in user: sets `request.identity` or answers 401. */
export function requireSignedIn(auth: Auth) {
  return async (request: FastifyRequest) => {
    request.identity = await identify(auth, request.headers);
    if (!request.identity) throw new DomainError('unauthorized', 'Please sign in first.');
  };
}

/** The identity a `requireSignedIn` preHandler has established. */
export function signedIn(request: FastifyRequest): SessionIdentity {
  if (!request.identity) throw new DomainError('unauthorized', 'Please sign in first.');
  return request.identity;
}
