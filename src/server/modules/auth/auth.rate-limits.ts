import type { RateLimitRule } from '../../lib/rate-limit.ts';

const TEN_MINUTES = 10 * 60 * 1000;

/** Limits per e-mail address: slow password guessing against one account. */
export const PER_ADDRESS: RateLimitRule = { limit: 5, windowMs: TEN_MINUTES };

/** Limits per client address: slow one machine trying many accounts. */
export const PER_IP: RateLimitRule = { limit: 30, windowMs: TEN_MINUTES };

/**
 * Every better-auth endpoint that checks a password or sends a mail, and the body field naming
 * the address (null: counted per client address only).
 */
export const LIMITED_AUTH_PATHS = new Map<string, 'email' | 'newEmail' | null>([
  ['/api/auth/sign-in/email', 'email'],
  ['/api/auth/sign-up/email', 'email'],
  ['/api/auth/request-password-reset', 'email'],
  ['/api/auth/reset-password', null],
  ['/api/auth/send-verification-email', 'email'],
  ['/api/auth/change-email', 'newEmail'],
  ['/api/auth/change-password', null],
  ['/api/auth/verify-password', null],
  ['/api/auth/delete-user', null],
]);

/** Says how long the wait really is, in whole minutes rounded up. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
