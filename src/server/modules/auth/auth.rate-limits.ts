import type { RateLimitRule } from '../../lib/rate-limit.ts';

const TEN_MINUTES = 10 * 60 * 1000;

/** Limits per e-mail address: slow password guessing against one account. */
export const PER_ADDRESS: RateLimitRule = { limit: 5, windowMs: TEN_MINUTES };

/** Limits per client address: slow one machine trying many accounts. */
export const PER_IP: RateLimitRule = { limit: 30, windowMs: TEN_MINUTES };

/** The better-auth endpoints whose attempts are counted, and the body field naming the address. */
export const LIMITED_AUTH_PATHS = new Map<string, 'email' | 'newEmail' | null>([
  ['/api/auth/sign-in/email', 'email'],
  ['/api/auth/sign-up/email', 'email'],
  ['/api/auth/request-password-reset', 'email'],
  ['/api/auth/reset-password', null],
  ['/api/auth/send-verification-email', 'email'],
  ['/api/auth/change-email', 'newEmail'],
  ['/api/auth/change-password', null],
]);

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
