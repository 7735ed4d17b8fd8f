import { useQuery } from '@tanstack/react-query';
import { resetLinkSchema } from '../../../shared/account.schemas.ts';
import { publicConfigSchema } from '../../../shared/config.schemas.ts';
import { api, errorCodeOf, NETWORK_ERROR_CODE } from '../../lib/api-client.ts';
import { authClient, loadSession } from '../../lib/auth-client.ts';
import { keepingDrafts } from '../../lib/drafts.ts';
import type { AuthFailure } from './errors.ts';

/** Where better-auth sends the browser back after a social sign-in, success or not. */
export const AUTH_CALLBACK_PATH = '/auth/callback';

export type SocialProvider = 'google' | 'oidc';

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

/** Runs a better-auth client call; null when it worked, the failure otherwise (never throws). */
async function attempt(call: () => Promise<ClientResult>): Promise<AuthFailure | null> {
  try {
    const { error } = await call();
    if (!error) return null;
    return { code: errorCodeOf(error.status, error), message: error.message || undefined };
  } catch {
    return { code: NETWORK_ERROR_CODE };
  }
}

export async function signInWithEmail(email: string, password: string) {
  const failure = await attempt(() => authClient.signIn.email({ email, password }));
  // Share the new session before the caller navigates, so the guard lets the user in.
  if (!failure) await loadSession().catch(() => null);
  return failure;
}

export function signUpWithEmail(input: {
  name: string;
  email: string;
  password: string;
  username?: string;
}) {
  return attempt(() => authClient.signUp.email({ ...input, callbackURL: '/login?type=signup' }));
}

/** The automatic login after sign-up: true when the new account already has a session. */
export async function isSignedInNow(): Promise<boolean> {
  try {
    return Boolean((await loadSession())?.user);
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
    keepingDrafts(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  } catch {
    // Storage may be unavailable (private mode); nothing secret is kept there anyway.
  }
  await attempt(() => authClient.signOut());
  // On success better-auth's client moves the browser to the provider.
  return attempt(() =>
    authClient.signIn.social({
      provider,
      callbackURL: AUTH_CALLBACK_PATH,
      errorCallbackURL: AUTH_CALLBACK_PATH,
      newUserCallbackURL: AUTH_CALLBACK_PATH,
    }),
  );
}

export function requestPasswordResetEmail(email: string) {
  return attempt(() => authClient.requestPasswordReset({ email, redirectTo: '/reset-password' }));
}

export function resetPasswordWithToken(newPassword: string, token: string) {
  return attempt(() => authClient.resetPassword({ newPassword, token }));
}
