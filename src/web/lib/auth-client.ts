import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { toApiError } from './api-client.ts';

// No baseURL: better-auth resolves basePath against the page origin, the same server as the SPA.
// OpenID Connect needs no client plugin in better-auth 1.7: the server's generic-oauth plugin
// registers it as a social provider, so `signIn.social({ provider: 'oidc' })` starts it.
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({
      user: {
        // Set by the server (the e-mail address), never by the sign-up form.
        username: { type: 'string', input: false },
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
    }),
  ],
});

export type AuthUser = typeof authClient.$Infer.Session.user;
export type AuthSession = typeof authClient.$Infer.Session;

export interface AuthState {
  user: AuthUser | null;
  isPending: boolean;
}

export function useAuth(): AuthState {
  const { data, isPending } = authClient.useSession();
  return { user: data?.user ?? null, isPending };
}

/** The whole session (user and session record, e.g. its expiry), for diagnostics. */
export function useAuthSession(): {
  data: AuthSession | null;
  isPending: boolean;
  failed: boolean;
} {
  const { data, isPending, error } = authClient.useSession();
  return { data: data ?? null, isPending, failed: Boolean(error) };
}

/**
 * Puts a session (or none) into the store every `useAuth()` reads, so a page navigated to right
 * after signing in or out already sees the new state (better-auth's own refetch comes a bit later).
 */
function publishSession(data: AuthSession | null): void {
  const atom = authClient.$store.atoms.session;
  if (!atom) return;
  atom.set({ ...atom.get(), data, error: null, isPending: false, isRefetching: false });
}

/**
 * Reads the session from the server and shares it with every `useAuth()`; null when signed out.
 * Throws an ApiError when the session cannot be read.
 */
export async function loadSession(): Promise<AuthSession | null> {
  const { data, error } = await authClient.getSession();
  if (error) {
    throw toApiError(error.status, {
      ...error,
      message: error.message ?? 'Could not read the session.',
    });
  }
  publishSession(data ?? null);
  return data ?? null;
}

export async function signOut(): Promise<void> {
  const { error } = await authClient.signOut();
  if (error) {
    throw new Error(error.message ?? 'Could not sign out.');
  }
  publishSession(null);
}
