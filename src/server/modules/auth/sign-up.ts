// Sign-up answers alike for a new address and for one that has an account: the same status, the
// same body (`token: null` and a user), and a password hashed in both cases, so neither the answer
// nor its timing tells a stranger which addresses have accounts; the owner of a known address is
// told by mail instead. better-auth 1.7.7 does all of this itself (a synthetic user, the hash,
// `onExistingUserSignUp`) only when sign-up does not sign in (`autoSignIn: false`), so a new
// account is signed in here, after better-auth answers. A known address gets no session, and the
// web then says 'Account created successfully! Please login to continue.'
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
    ...newAccountNames({ ...additionalFields, name: coreFields.name }),
    // What a new account gets as its username (see username.ts), without looking up whether an
    // earlier account took it: the lookup would tell.
    username: coreFields.email,
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
