import { useQuery } from '@tanstack/react-query';
import { api, errorCodeOf, NETWORK_ERROR_CODE } from '../../lib/api-client.ts';
import type { AuthClient } from '../../lib/better-auth-client.ts';
import type { AuthFailure } from './errors.ts';

/** Where better-auth sends the browser back after a social sign-in, success or not. */
export const AUTH_CALLBACK_PATH = '/auth/callback';

export type SocialProvider = 'google' | 'oidc';

// The public pages' forms work before the sign-in client (better-auth, about 13 kB) and the
// schemas (zod) arrive: both load beside the page, and a call waits for them only if it comes first.
const authClientModule = () => import('../../lib/auth-client.ts');
const publicConfigSchema = () =>
  import('../../../shared/config.schemas.ts').then((schemas) => schemas.publicConfigSchema);
const resetLinkSchema = () =>
  import('../../../shared/account.schemas.ts').then((schemas) => schemas.resetLinkSchema);

export const authKeys = {
  config: ['config'] as const,
  resetLink: (token: string) => ['password-reset', token] as const,
};

/** GET /api/config: which social sign-in providers the operator configured. */
export function usePublicConfig() {
  return useQuery({
    queryKey: authKeys.config,
    queryFn: ({ signal }) => api.get('/config', { schema: publicConfigSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/password-reset?token=: whether a mailed reset link can still be used. */
export function useResetLink(token: string | null) {
  return useQuery({
    queryKey: authKeys.resetLink(token ?? ''),
    queryFn: ({ signal }) =>
      api.get('/password-reset', {
        query: { token: token ?? '' },
        schema: resetLinkSchema,
        signal,
      }),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

interface ClientResult {
  error: { status: number; code?: string | undefined; message?: string | undefined } | null;
}

/**
 * Runs a better-auth client call, loading the client first; null when it worked, the failure
 * otherwise (never throws: a client that cannot load is a network failure).
 */
async function attempt(
  call: (client: AuthClient) => Promise<ClientResult>,
): Promise<AuthFailure | null> {
  try {
    const { error } = await call(await (await authClientModule()).loadAuthClient());
    if (!error) return null;
    return { code: errorCodeOf(error.status, error), message: error.message || undefined };
  } catch {
    return { code: NETWORK_ERROR_CODE };
  }
}

export async function signInWithEmail(email: string, password: string) {
  const failure = await attempt((client) => client.signIn.email({ email, password }));
  // Share the new session before the caller navigates, so the guard lets the user in.
  if (!failure) await (await authClientModule()).loadSession().catch(() => null);
  return failure;
}

export function signUpWithEmail(input: {
  name: string;
  email: string;
  password: string;
  username?: string;
}) {
  return attempt((client) => client.signUp.email({ ...input, callbackURL: '/login?type=signup' }));
}

/** The automatic login after sign-up: true when the new account already has a session. */
export async function isSignedInNow(): Promise<boolean> {
  try {
    return Boolean((await (await authClientModule()).loadSession())?.user);
  } catch {
    return false;
  }
}

/**
 * Storage is cleared and any session ended before a social sign-in starts. Drafts stay:
 * typing cut short by an ended session comes back once its user signs in again (see drafts.ts).
 */
export async function startSocialSignIn(provider: SocialProvider) {
  try {
    // Loaded for this alone: the sign-in forms show without it.
    const { keepingDrafts } = await import('../../lib/drafts.ts');
    keepingDrafts(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  } catch {
    // Storage may be unavailable (private mode), or the code (offline, when the sign-in below
    // fails anyway); nothing secret is kept there.
  }
  await attempt((client) => client.signOut());
  // On success better-auth's client moves the browser to the provider.
  return attempt((client) =>
    client.signIn.social({
      provider,
      callbackURL: AUTH_CALLBACK_PATH,
      errorCallbackURL: AUTH_CALLBACK_PATH,
      newUserCallbackURL: AUTH_CALLBACK_PATH,
    }),
  );
}

export function requestPasswordResetEmail(email: string) {
  return attempt((client) => client.requestPasswordReset({ email, redirectTo: '/reset-password' }));
}

export function resetPasswordWithToken(newPassword: string, token: string) {
  return attempt((client) => client.resetPassword({ newPassword, token }));
}
