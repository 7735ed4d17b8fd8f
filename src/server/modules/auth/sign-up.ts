// Sign-up answers a new address and one that has an account with the same status, the same
// body (`token: null` and a user) and the same cookies, and hashes the password in both cases; the
// owner of a known address is told by mail. better-auth 1.7.7 does the body, the hash and the mail
// itself (a synthetic user, `onExistingUserSignUp`) only when sign-up does not sign in
// (`autoSignIn: false`), so a new account is signed in here, after better-auth answers, and a
// known address gets a session cookie that names no session. A client that then uses its cookie
// can still tell the two apart, as only a new account is signed in; closing that too would mean
// no account is usable before its address is confirmed.
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
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

const signUpBodySchema = z.looseObject({
  name: z.string(),
  email: z.string(),
  image: z.string().nullish(),
  username: z.string().optional(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
});

interface SignUpHookDeps {
  /** Tells the owner of an address someone tried to sign up with, as better-auth does. */
  onExistingUserSignUp(user: { email: string; name: string }): void;
}

/**
 * After better-auth answered a sign-up:
 * - when sign-ups of one new address race, better-auth creates the account for one of them and
 *   refuses the others with a 422, its insert having broken the address's uniqueness: they are
 *   answered as a sign-up of a known address is, since by then it is one;
 * - when the account is real (not the synthetic one of a known address), starts its session, as
 *   better-auth's own auto sign-in would, and otherwise sets a session cookie that names none.
 *   Both cases look the account up, so they take the same time up to the session itself.
 */
export function signUpAfterHook({ onExistingUserSignUp }: SignUpHookDeps) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== SIGN_UP_PATH) return;
    const dontRememberMe = ctx.body?.rememberMe === false;
    // The cookies a new account's session sets, naming no session: they sign in nothing.
    const setDecoySessionCookie = async () => {
      const { sessionToken, dontRememberToken } = ctx.context.authCookies;
      await ctx.setSignedCookie(sessionToken.name, generateRandomString(32), ctx.context.secret, {
        ...sessionToken.attributes,
        maxAge: dontRememberMe ? undefined : ctx.context.sessionConfig.expiresIn,
      });
      if (dontRememberMe) {
        await ctx.setSignedCookie(
          dontRememberToken.name,
          'true',
          ctx.context.secret,
          dontRememberToken.attributes,
        );
      }
    };
    const returned = ctx.context.returned;
    if (isAPIError(returned) && returned.body?.code === 'FAILED_TO_CREATE_USER') {
      const body = signUpBodySchema.safeParse(ctx.body);
      if (!body.success) return;
      const existing = await ctx.context.internalAdapter.findUserByEmail(
        body.data.email.toLowerCase(),
      );
      if (!existing) return;
      onExistingUserSignUp(existing.user);
      await setDecoySessionCookie();
      return knownAddressAnswer(ctx.context.generateId({ model: 'user' }), body.data);
    }
    const answer = signUpAnswerSchema.safeParse(returned);
    if (!answer.success) return;
    const created = await ctx.context.internalAdapter.findUserById(answer.data.user.id);
    if (!created) {
      await setDecoySessionCookie();
      return;
    }
    const session = await ctx.context.internalAdapter.createSession(created.id, dontRememberMe);
    await setSessionCookie(ctx, { session, user: created }, dontRememberMe);
  });
}

/**
 * The answer better-auth gives a sign-up of a known address: its synthetic user, and no session.
 * A Response of its own, since the refusal it replaces set the status.
 */
function knownAddressAnswer(
  generatedId: string | false,
  { name, email, image, username, firstName, lastName }: z.infer<typeof signUpBodySchema>,
): Response {
  const now = new Date();
  const user = syntheticUser({
    coreFields: { name, email: email.toLowerCase() },
    additionalFields: {
      emailVerified: false,
      image: image ?? null,
      createdAt: now,
      updatedAt: now,
      ...(username === undefined ? {} : { username }),
      ...(firstName === undefined ? {} : { firstName }),
      ...(lastName === undefined ? {} : { lastName }),
    },
    id: generatedId || generateRandomString(32),
  });
  return Response.json({ token: null, user });
}
