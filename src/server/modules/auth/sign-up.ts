// Sign-up answers a new address and one that has an account with the same status and the same
// body (`token: null` and a user), and hashes the password in both cases; the owner of a known
// address is told by mail. better-auth 1.7.7 does this itself (a synthetic user, the hash,
// `onExistingUserSignUp`) only when sign-up does not sign in (`autoSignIn: false`), so a new
// account is signed in here, after better-auth answers: the automatic login after sign-up.
// That session cookie is the one difference left; a known address gets none, and the web then
// says 'Account created successfully! Please login to continue.' Closing it too would mean no
// account is usable before its address is confirmed.
import { createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { newAccountNames } from './profile.ts';

export const SIGN_UP_PATH = '/sign-up/email';

/** The user a new account would show, answered for an address that already has one. */
export function syntheticUser({
  coreFields,
  additionalFields,
  id,
}: {
  coreFields: { name: string; email: string };
  additionalFields: Record<string, unknown>;
  id: string;
}): Record<string, unknown> {
  return {
    ...coreFields,
    ...additionalFields,
    // additionalFields carry the username resolved before the address was looked up
    // (signUpUsername), the same one a new account gets.
    ...newAccountNames({ ...additionalFields, name: coreFields.name }),
    id,
  };
}

const signUpAnswerSchema = z.object({ user: z.object({ id: z.string() }) });

/**
 * After better-auth answered a sign-up: when the account is real (not the synthetic one of a
 * known address), starts its session, as better-auth's own auto sign-in would. Both cases look the
 * account up, so they take the same time up to the session itself; the answer is left as it is.
 */
export const signInNewAccount = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== SIGN_UP_PATH) return;
  const answer = signUpAnswerSchema.safeParse(ctx.context.returned);
  if (!answer.success) return;
  const created = await ctx.context.internalAdapter.findUserById(answer.data.user.id);
  if (!created) return;
  const dontRememberMe = ctx.body?.rememberMe === false;
  const session = await ctx.context.internalAdapter.createSession(created.id, dontRememberMe);
  await setSessionCookie(ctx, { session, user: created }, dontRememberMe);
});
