import { createHmac } from 'node:crypto';
import type { App } from '../app.ts';
import { hashPassword } from '../modules/auth/password.ts';

export const TEST_PASSWORD = 'correct horse battery';

// Hashing is deliberately slow; every user a test file creates shares the one hash.
let passwordHash: Promise<string> | undefined;

/**
 * A signed-in user written the way sign-up writes one (the user with its default username, its
 * password account and a session), for tests that are not about sign-up; returns the cookie header
 * a browser would send. Sign-up itself is tested through `signUp`.
 */
export async function createUser(app: App, email: string) {
  const context = await app.auth.$context;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const user = await context.internalAdapter.createUser(
    { email: email.toLowerCase(), name: 'Test User', emailVerified: false },
    { method: 'email-password' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await passwordHash,
  });
  const session = await context.internalAdapter.createSession(user.id);
  // Signed as better-auth signs its session cookie: the token, a dot, and its HMAC-SHA256.
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  const value = encodeURIComponent(`${session.token}.${signature}`);
  return { userId: user.id, cookie: `${context.authCookies.sessionToken.name}=${value}` };
}
