import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LocationFromState } from '../../components/ui/protected-route.tsx';
import { useAuth } from '../../lib/auth-client.ts';

export const DEFAULT_SIGNED_IN_PATH = '/my-tasks';

const PUBLIC_AUTH_PATHS = new Set(['/', '/login', '/register', '/auth/callback']);

/** Where to go after signing in: the page the guard sent the visitor from, else /my-tasks. */
export function returnPath(state: unknown): string {
  const from = (state as LocationFromState | null)?.from;
  if (!from?.pathname || PUBLIC_AUTH_PATHS.has(from.pathname)) return DEFAULT_SIGNED_IN_PATH;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Whether the visitor was already signed in when the page opened (null while that is unknown).
 * Login and register redirect such visitors; a sign-in made on the page itself is handled by the
 * form (sign-up first shows its message for 2 s), so later changes do not count.
 */
export function useSignedInOnArrival(): boolean | null {
  const { user, isPending } = useAuth();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  if (signedIn === null && !isPending) setSignedIn(user !== null);
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
