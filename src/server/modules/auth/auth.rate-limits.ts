import type { RateLimitRule } from '../../lib/rate-limit.ts';

const MINUTE = 60 * 1000;

/** Per client address, on each limited path: slows one machine trying many accounts. */
export const PER_IP: RateLimitRule = { limit: 30, windowMs: 10 * MINUTE };

/** Per e-mail address, on each path that sends a mail: no one floods an inbox. */
export const PER_ADDRESS: RateLimitRule = { limit: 5, windowMs: 10 * MINUTE };

/**
 * Failed sign-ins to one address from one client (its known-device cookie, else its IP): tight,
 * and a stranger's failures, counted under the stranger's own client, never reach the owner's.
 */
export const SIGN_IN_PER_CLIENT: RateLimitRule = { limit: 5, windowMs: 10 * MINUTE };

/**
 * Failed sign-ins to one address from every client together: slower, it caps guesses spread over
 * many machines. Reaching it would lock the owner out too, so the owner's known device passes it.
 */
export const SIGN_IN_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: 60 * MINUTE };

/**
 * Sign-in links mailed to one address. An owner whom strangers locked out of the per-address limit
 * gets a link by giving the right password from a browser the address does not know yet; this
 * keeps anyone who has the password from flooding the owner's inbox with them.
 */
export const SIGN_IN_LINKS_PER_ADDRESS: RateLimitRule = { limit: 1, windowMs: 10 * MINUTE };

/** How long a mailed sign-in link works, in seconds; it works once. */
export const SIGN_IN_LINK_EXPIRES_IN_SECONDS = 15 * 60;

/**
 * Failed sign-ins to one address from all of its known devices together: a known device passes
 * the per-address limit, so this caps what a browser that is no longer the owner's can try.
 */
export const SIGN_IN_KNOWN_DEVICES_PER_ADDRESS: RateLimitRule = {
  limit: 20,
  windowMs: 24 * 60 * MINUTE,
};

/**
 * Failed password and token checks of one signed-in user, on every such endpoint together: a
 * stolen session cookie cannot be used to guess the password from many machines.
 */
export const CHECKS_PER_USER: RateLimitRule = { limit: 10, windowMs: 10 * MINUTE };

/**
 * How an endpoint is limited:
 * - 'sign-in': failures only, per address and client, per address (a known device passes), per IP;
 * - 'check': checks a password or a reset token; failures only, per client network and per
 *   signed-in user, each across every such endpoint;
 * - 'mail': sends a mail; every attempt, per IP and per recipient address.
 * `addressField` names the body field holding the address.
 */
export type LimitedAuthPath =
  | { kind: 'sign-in'; addressField: 'email' }
  | { kind: 'check'; addressField: null }
  | { kind: 'mail'; addressField: 'email' | 'newEmail' };

/** Every better-auth endpoint that checks a password or sends a mail. */
export const LIMITED_AUTH_PATHS = new Map<string, LimitedAuthPath>([
  ['/api/auth/sign-in/email', { kind: 'sign-in', addressField: 'email' }],
  ['/api/auth/sign-up/email', { kind: 'mail', addressField: 'email' }],
  ['/api/auth/request-password-reset', { kind: 'mail', addressField: 'email' }],
  ['/api/auth/reset-password', { kind: 'check', addressField: null }],
  ['/api/auth/send-verification-email', { kind: 'mail', addressField: 'email' }],
  ['/api/auth/change-email', { kind: 'mail', addressField: 'newEmail' }],
  ['/api/auth/change-password', { kind: 'check', addressField: null }],
  ['/api/auth/verify-password', { kind: 'check', addressField: null }],
  ['/api/auth/delete-user', { kind: 'check', addressField: null }],
]);

function waitOf(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** Says how long the wait really is, in whole minutes rounded up. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please wait ${waitOf(retryAfterSeconds)} and try again.`;
}

/**
 * The refusal of a sign-in to an address others locked out. It reads the same whether the
 * password was right or wrong, so it tells a stranger nothing; only the owner's inbox differs.
 */
export function signInLinkMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-ins to this account. If your password was right, we have e-mailed you a link to sign in. Otherwise, please wait ${waitOf(retryAfterSeconds)} and try again.`;
}

/** Downloads of one user's data: each reads every row of the account, so a few an hour. */
export const DATA_EXPORTS_PER_USER: RateLimitRule = { limit: 5, windowMs: 60 * MINUTE };
