/**
 * A stand-in for `lib/auth-client.ts` with the same exports, every call a `vi.fn()`:
 *
 *   vi.mock('../../lib/auth-client.ts', () => import('../../test/auth-client-mock.ts'));
 *
 * then import from `lib/auth-client.ts` as usual and set answers with `vi.mocked(...)`; better-auth's
 * calls are on `authClient`, imported from this module.
 * `resetAuthClientMock()` (in a beforeEach) restores the signed-out defaults.
 */
import { vi } from 'vitest';
import type { AuthSession, AuthState } from '../lib/auth-client.ts';
import { signedOut } from './fixtures.ts';

type Result = { data: unknown; error: { status: number; message?: string } | null };
const ok = (data: unknown = {}): Result => ({ data, error: null });

export const authClient = {
  signIn: { email: vi.fn(), social: vi.fn() },
  signUp: { email: vi.fn() },
  signOut: vi.fn(),
  getSession: vi.fn(),
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
  changeEmail: vi.fn(),
  useSession: vi.fn(),
};

export const loadAuthClient = vi.fn(async () => authClient);
export const useAuth = vi.fn<() => AuthState>();
export const watchSession = vi.fn<() => void>();
export const useAuthSession =
  vi.fn<() => { data: AuthSession | null; isPending: boolean; failed: boolean }>();
export const useSessionEnded = vi.fn<() => boolean>();
export const loadSession = vi.fn<() => Promise<AuthSession | null>>();
export const isSignedIn = vi.fn<() => Promise<boolean>>();
export const signOut = vi.fn<() => Promise<void>>();
/** Runs the request it is given, as the real one does before it clears the device. */
export const signOutWith = vi.fn<(end: () => Promise<void>) => Promise<void>>();

export function resetAuthClientMock(): void {
  for (const fn of [
    authClient.signIn.email,
    authClient.signIn.social,
    authClient.signUp.email,
    authClient.signOut,
    authClient.requestPasswordReset,
    authClient.resetPassword,
    authClient.changeEmail,
  ]) {
    fn.mockReset().mockResolvedValue(ok());
  }
  authClient.getSession.mockReset().mockResolvedValue(ok(null));
  authClient.useSession.mockReset().mockReturnValue({ data: null, isPending: false, error: null });
  useAuth.mockReset().mockReturnValue(signedOut);
  watchSession.mockReset();
  useAuthSession.mockReset().mockReturnValue({ data: null, isPending: false, failed: false });
  useSessionEnded.mockReset().mockReturnValue(false);
  loadSession.mockReset().mockResolvedValue(null);
  isSignedIn.mockReset().mockResolvedValue(false);
  signOut.mockReset().mockResolvedValue(undefined);
  signOutWith.mockReset().mockImplementation((end) => end());
}

resetAuthClientMock();
