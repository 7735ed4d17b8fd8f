import type { FastifyRequest } from 'fastify';
import type { Identify } from '../auth/auth.guard.ts';
import { moderationErrors } from './moderation.errors.ts';

/** The admin who acts, as the audit log records them. */
export interface Admin {
  id: string;
  email: string;
}

export interface AdminCheckDeps {
  /** The addresses (lower case) of the admins, from ADMIN_EMAILS. */
  adminEmails: ReadonlySet<string>;
  /** The account's current address and whether it is confirmed; null when it is gone. */
  personOf(userId: string): Promise<{ email: string; emailVerified: boolean } | null>;
}

/**
 * The user as an admin, or null when they are not one now: their address, as it stands at this
 * request, is listed and confirmed. Read at every request, never kept in the session, so a changed
 * address or list takes effect at once; and only a confirmed address counts, as anyone may sign
 * up with an address that is not theirs.
 */
export function createAdminCheck({ adminEmails, personOf }: AdminCheckDeps) {
  return async (userId: string): Promise<Admin | null> => {
    if (adminEmails.size === 0) return null;
    const person = await personOf(userId);
    if (!person || !isAdminAddress(adminEmails, person)) return null;
    return { id: userId, email: person.email };
  };
}

/** Whether an account with this address is an admin: listed, and confirmed. */
export function isAdminAddress(
  adminEmails: ReadonlySet<string>,
  person: { email: string; emailVerified: boolean },
): boolean {
  return person.emailVerified && adminEmails.has(person.email.toLowerCase());
}

const admins = new WeakMap<FastifyRequest, Admin>();

/**
 * The onRequest hook of the admin routes: to anyone but an admin, signed in or not, they answer
 * as a route that does not exist, before the body is read.
 */
export function requireAdmin(
  identify: Identify,
  adminOf: (userId: string) => Promise<Admin | null>,
) {
  return async (request: FastifyRequest) => {
    const identity = await identify(request.headers);
    const admin = identity ? await adminOf(identity.userId) : null;
    if (!admin) throw moderationErrors.hidden(request.method, request.url);
    request.identity = identity;
    admins.set(request, admin);
  };
}

/** The admin a `requireAdmin` hook let through. */
export function signedInAdmin(request: FastifyRequest): Admin {
  const admin = admins.get(request);
  if (!admin) throw moderationErrors.hidden(request.method, request.url);
  return admin;
}
