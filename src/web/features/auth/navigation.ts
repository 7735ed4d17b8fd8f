import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NEXT_PARAM, sameOriginPath } from '../../lib/return-path.ts';

export const DEFAULT_SIGNED_IN_PATH = '/my-tasks';

const PUBLIC_AUTH_PATHS = new Set(['/', '/login', '/register', '/auth/callback']);

/**
 * Where to go after signing in: the page named by the `next` parameter the guard set, when it is
 * a page of this site, else /my-tasks.
 */
export function returnPath(search: string): string {
  const next = sameOriginPath(new URLSearchParams(search).get(NEXT_PARAM));
  if (!next || PUBLIC_AUTH_PATHS.has(new URL(next, window.location.origin).pathname)) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  return next;
}

/**
 * Whether the visitor was already signed in when the page opened (null while that is unknown).
 * Login and register redirect such visitors; a sign-in made on the page itself is handled by the
 * form (sign-up first shows its message for 2 s), so later changes do not count.
 */
export function useSignedInOnArrival(): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    // The sign-in client loads beside the form, which works before it arrives.
    void import('../../lib/auth-client.ts')
      .then(({ isSignedIn }) => isSignedIn())
      .then(
        (answer) => {
          if (current) setSignedIn(answer);
        },
        () => {
          if (current) setSignedIn(false);
        },
      );
    return () => {
      current = false;
    };
  }, []);
  return signedIn;
}

/** Once `to` is set, goes there after `delay` ms, replacing history; cancelled on unmount. */
export function useDelayedNavigate(to: string | null, delay: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delay);
    return () => window.clearTimeout(timer);
  }, [to, delay, navigate]);
}
