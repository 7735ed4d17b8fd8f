import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { useEffect, useSyncExternalStore } from 'react';
import { errorCodeOf, onUnauthorized, reportUnauthorized, toApiError } from './api-client.ts';
import { deleteDrafts } from './drafts.ts';
import { forgetSavedUser, savedUser, saveUser } from './offline/saved-user.ts';
import { queryClient } from './query-client.ts';
import { signOutGuard } from './sign-out-guard.ts';
import { clearVideoTermsFlag } from './video-terms-flag.ts';

// No baseURL: better-auth resolves basePath against the page origin, the same server as the SPA.
// OpenID Connect needs no client plugin in better-auth 1.7: the server's generic-oauth plugin
// registers it as a social provider, so `signIn.social({ provider: 'oidc' })` starts it.
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({
      user: {
        // Chosen at sign-up (else made from the e-mail address), changed in Settings.
        username: { type: 'string', required: false },
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
    }),
  ],
  fetchOptions: {
    // A sign-in call refused because the session is gone (changing the e-mail, say).
    onError: ({ response, error }) => reportUnauthorized(errorCodeOf(response.status, error)),
  },
});

export type AuthUser = typeof authClient.$Infer.Session.user;
export type AuthSession = typeof authClient.$Infer.Session;

export interface AuthState {
  user: AuthUser | null;
  isPending: boolean;
  /**
   * The session could not be read at all (no network, or the server is down): who is signed in
   * is not known, which is not the same as signed out.
   */
  unreachable: boolean;
  /** Reads the session again. */
  retry(): void;
}

const sessionAtom = authClient.$store.atoms.session;

/** Set while this tab signs out, so its own sign-out is not taken for a session that ended. */
let signingOut = false;
/** Whether the tab's session ended without its user signing out here. */
let sessionEnded = false;
const endedListeners = new Set<() => void>();
let watching = false;

function setSessionEnded(ended: boolean): void {
  if (sessionEnded === ended) return;
  sessionEnded = ended;
  for (const listener of endedListeners) listener();
}

/**
 * A session can end while a tab is open: signed out from another device or tab, expired, or ended
 * by a password reset. The tab hears of it from an API call refused as `auth.unauthorized`, from
 * the server closing its socket, or from better-auth's own session check; each replaces the
 * signed-in session with none, which this notices. The cache of the account's data goes at once.
 */
/**
 * Takes an ended session's data off the screen. What the device keeps for that user (and the
 * changes still waiting) stays there: it stops being written first, so the emptied cache does not
 * replace it, and the user finds their waiting changes when they sign in again.
 */
async function forgetOnScreen(userId: string): Promise<void> {
  try {
    await (await import('./offline/persistence.ts')).stopOfflineData(userId);
  } finally {
    queryClient.clear();
  }
}

function watchSessionEnd(): void {
  if (watching || !sessionAtom) return;
  watching = true;
  sessionAtom.listen((now, before) => {
    if (now.data?.user) setSessionEnded(false);
    else if (before?.data?.user && !signingOut) {
      setSessionEnded(true);
      forgetSavedUser();
      void forgetOnScreen(before.data.user.id);
    }
  });
  onUnauthorized(() => {
    if (sessionAtom.get().data?.user) publishSession(null);
  });
}

export function useAuth(): AuthState {
  const { data, isPending, error, refetch } = authClient.useSession();
  useEffect(watchSessionEnd, []);
  const signedIn = data?.user;
  useEffect(() => {
    if (signedIn) saveUser(signedIn);
  }, [signedIn]);
  return {
    // With no answer from the server, the user last signed in here sees their saved data.
    user: signedIn ?? (error ? savedUser() : null),
    isPending,
    unreachable: !data && Boolean(error),
    retry: () => void refetch(),
  };
}

/** Whether the session ended without the user signing out in this tab (until the next sign-in). */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
    () => sessionEnded,
  );
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
  if (!sessionAtom) return;
  sessionAtom.set({
    ...sessionAtom.get(),
    data,
    error: null,
    isPending: false,
    isRefetching: false,
  });
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

/**
 * Whether someone is signed in, read once from the server: false when no one is, or when the
 * session cannot be read. For pages that only ask, without following later changes.
 */
export async function isSignedIn(): Promise<boolean> {
  try {
    return Boolean((await authClient.getSession()).data?.user);
  } catch {
    return false;
  }
}

export async function signOut(): Promise<void> {
  const userId = sessionAtom?.get().data?.user.id;
  signingOut = true;
  try {
    const { error } = await authClient.signOut();
    if (error) {
      throw new Error(error.message ?? 'Could not sign out.');
    }
    publishSession(null);
    // What the user was typing stays on this device only while they are signed in.
    if (userId) deleteDrafts(userId);
    clearVideoTermsFlag();
    forgetSavedUser();
    signOutGuard()?.forget();
    // Their saved data and the changes still waiting go too (loaded apart: public pages never
    // need the IndexedDB code).
    if (userId) await (await import('./offline/persistence.ts')).deleteOfflineData(userId);
  } finally {
    signingOut = false;
  }
}
