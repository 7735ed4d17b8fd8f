import { useEffect, useSyncExternalStore } from 'react';
import { type ApiError, api, isApiError, onUnauthorized } from './api-client.ts';
import type { AuthClient, AuthSession, AuthUser } from './better-auth-client.ts';
import { deleteDrafts } from './drafts.ts';
import { forgetSavedUser, savedUser, saveUser } from './offline/saved-user.ts';
import { queryClient } from './query-client.ts';
import { sessionAnswer } from './session-answer.ts';
import { signOutGuard } from './sign-out-guard.ts';
import { clearVideoTermsFlag } from './video-terms-flag.ts';

export type { AuthSession, AuthUser };

/**
 * better-auth's client (about 13 kB) makes the account's calls: signing in, up and out, resets,
 * a new address. Pages only read the session, which this module does with one request, so the
 * client loads when the first such call comes.
 */
export async function loadAuthClient(): Promise<AuthClient> {
  return (await import('./better-auth-client.ts')).authClient;
}

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

interface SessionState {
  data: AuthSession | null;
  isPending: boolean;
  error: ApiError | null;
}

let state: SessionState = { data: null, isPending: true, error: null };
const listeners = new Set<() => void>();

/** Set while this tab signs out, so its own sign-out is not taken for a session that ended. */
let signingOut = false;
/** Whether the tab's session ended without its user signing out here. */
let sessionEnded = false;
const endedListeners = new Set<() => void>();

function setSessionEnded(ended: boolean): void {
  if (sessionEnded === ended) return;
  sessionEnded = ended;
  for (const listener of endedListeners) listener();
}

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

/**
 * A session can end while a tab is open: signed out from another device or tab, expired, or ended
 * by a password reset. The tab hears of it from an API call refused as `auth.unauthorized`, from
 * the server closing its socket, or from reading the session again; each replaces the signed-in
 * session with none, which this notices. The cache of the account's data goes at once.
 */
function setState(next: SessionState): void {
  const before = state.data?.user;
  state = next;
  if (next.data?.user) setSessionEnded(false);
  else if (before && !signingOut) {
    setSessionEnded(true);
    forgetSavedUser();
    void forgetOnScreen(before.id);
  }
  for (const listener of listeners) listener();
}

onUnauthorized(() => {
  if (state.data?.user) publishSession(null);
});

/** The fetch under way; a newer one replaces it, and its answer is dropped. */
let reading: AbortController | null = null;

/**
 * Puts a session (or none) into the store every `useAuth()` reads. A reading still under way is
 * dropped: begun before a sign-out, its answer would bring the ended session back. While this tab
 * signs out, only the sign-out itself publishes, once the device is cleared: the refusals and
 * readings its own ending of the session brings on must not tell the pages first.
 */
function publishSession(
  data: AuthSession | null,
  { error = null, bySignOut = false }: { error?: ApiError | null; bySignOut?: boolean } = {},
): void {
  if (signingOut && !bySignOut) return;
  reading?.abort();
  reading = null;
  setState({ data, isPending: false, error });
}

async function readSession(): Promise<AuthSession | null> {
  reading?.abort();
  const controller = new AbortController();
  reading = controller;
  try {
    const data = await api.get('/auth/get-session', {
      schema: sessionAnswer,
      signal: controller.signal,
    });
    // An unchanged session keeps its object, so nothing renders again for it.
    const same = JSON.stringify(data) === JSON.stringify(state.data);
    if (reading === controller) {
      reading = null;
      publishSession(same ? state.data : data);
    }
    return data;
  } catch (error) {
    if (reading === controller && isApiError(error)) {
      // Refused: no session. Not reached: the last one known stays, marked unreachable.
      const refused = error.status === 401;
      publishSession(refused ? null : state.data, { error });
    }
    throw error;
  } finally {
    if (reading === controller) reading = null;
  }
}

/**
 * This browser's other tabs, told when this one signs in or out: a message only, nothing of the
 * session (which lives in its cookie) is kept or sent. Missing in old browsers, whose other tabs
 * hear of it when next focused.
 */
const otherTabs =
  typeof BroadcastChannel === 'function' ? new BroadcastChannel('pomopal.session') : null;
/** Coming back to the tab reads the session again, at most this often. */
const FOCUS_READ_INTERVAL_MS = 5000;
let started = false;
let lastRead = 0;

function readAgain(): void {
  lastRead = Date.now();
  readSession().catch(() => undefined);
}

/**
 * Reads the session once the first page asks (or the route that will need it starts loading),
 * and again when it may have changed elsewhere.
 */
export function watchSession(): void {
  if (started) return;
  started = true;
  readAgain();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (Date.now() - lastRead >= FOCUS_READ_INTERVAL_MS) readAgain();
  });
  window.addEventListener('online', readAgain);
  otherTabs?.addEventListener('message', readAgain);
}

/** Tells this browser's other tabs to read the session again. */
function tellOtherTabs(): void {
  otherTabs?.postMessage('changed');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export function useAuth(): AuthState {
  // Asked for as the first page renders, not once it has mounted: on a first visit that render
  // waits for the rest of the page's code, and the session's answer arrives meanwhile.
  watchSession();
  const { data, isPending, error } = useSyncExternalStore(subscribe, snapshot);
  const signedIn = data?.user;
  useEffect(() => {
    if (signedIn) saveUser(signedIn);
  }, [signedIn]);
  return {
    // With no answer from the server, the user last signed in here sees their saved data.
    user: signedIn ?? (error ? savedUser() : null),
    isPending,
    unreachable: !data && Boolean(error),
    retry: readAgain,
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
  watchSession();
  const { data, isPending, error } = useSyncExternalStore(subscribe, snapshot);
  return { data, isPending, failed: Boolean(error) };
}

/**
 * Reads the session from the server and shares it with every `useAuth()`, so a page navigated
 * to right after signing in already sees it; null when signed out. Throws an ApiError when the
 * session cannot be read.
 */
export async function loadSession(): Promise<AuthSession | null> {
  const before = state.data?.user.id;
  const session = await readSession();
  if (session?.user.id !== before) tellOtherTabs();
  return session;
}

/**
 * Whether someone is signed in, read once from the server: false when no one is, or when the
 * session cannot be read. For pages that only ask, without following later changes.
 */
export async function isSignedIn(): Promise<boolean> {
  try {
    return Boolean((await api.get('/auth/get-session', { schema: sessionAnswer }))?.user);
  } catch {
    return false;
  }
}

/**
 * Ends this tab's session through `end`, then clears the device of its user as signing out does.
 * `end` is better-auth's sign-out, or a request after whose success the server has ended every
 * session of the account (deleting it): the socket it closes and the refusals it brings on while
 * the request runs are then not taken for a session that ended elsewhere, which would keep the
 * user's data on the device.
 */
export async function signOutWith(end: () => Promise<void>): Promise<void> {
  const userId = state.data?.user.id;
  signingOut = true;
  try {
    await end();
  } catch (error) {
    signingOut = false;
    // Held back while it ran: a request refused because the session had ended already says so now.
    if (isApiError(error, 'auth.unauthorized')) publishSession(null);
    throw error;
  }
  // The device is cleared before the pages learn of it, so none is left when they move on.
  try {
    // What the user was typing stays on this device only while they are signed in.
    if (userId) deleteDrafts(userId);
    clearVideoTermsFlag();
    forgetSavedUser();
    signOutGuard()?.forget();
    // Their saved data and the changes still waiting go too (loaded apart: public pages never
    // need the IndexedDB code).
    if (userId) await (await import('./offline/persistence.ts')).deleteOfflineData(userId);
  } finally {
    publishSession(null, { bySignOut: true });
    signingOut = false;
    tellOtherTabs();
  }
}

export function signOut(): Promise<void> {
  return signOutWith(async () => {
    const { error } = await (await loadAuthClient()).signOut();
    if (error) {
      throw new Error(error.message ?? 'Could not sign out.');
    }
  });
}
