/** The login page's parameters: where to go back to after signing in, and why the user is there. */
export const NEXT_PARAM = 'next';
export const REASON_PARAM = 'reason';
export const SESSION_ENDED_REASON = 'session-ended';
export const ACCOUNT_DELETED_REASON = 'account-deleted';

/** The address of /login once this device's account was deleted: it says what happens next. */
export const ACCOUNT_DELETED_LOGIN_PATH = `/login?${new URLSearchParams({
  [REASON_PARAM]: ACCOUNT_DELETED_REASON,
})}`;

export interface PageLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The address of /login that returns to `from` after sign-in, saying why when the session ended. */
export function loginPathFrom(from: PageLocation, { sessionEnded = false } = {}): string {
  const params = new URLSearchParams({
    [NEXT_PARAM]: `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`,
  });
  if (sessionEnded) params.set(REASON_PARAM, SESSION_ENDED_REASON);
  return `/login?${params}`;
}

/**
 * The page a `next` parameter names, when it is a page of this site; null otherwise. Anyone can
 * write a link to /login with any `next`, so '//elsewhere.example' and 'https://...' are refused:
 * signing in never sends the user to another site.
 */
export function sameOriginPath(next: string | null): string | null {
  if (!next?.startsWith('/')) return null;
  const origin = window.location.origin;
  try {
    const url = new URL(next, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
