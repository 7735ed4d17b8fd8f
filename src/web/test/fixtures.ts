import { DEFAULT_PREFERENCES } from '../../shared/default-preferences.ts';
import type { Preferences } from '../../shared/focus.schemas.ts';
import type { Subscription } from '../../shared/subscription.schemas.ts';
import type { AuthSession, AuthState, AuthUser } from '../lib/auth-client.ts';

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  const now = new Date('2025-01-06T09:00:00Z');
  return {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailVerified: true,
    image: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

const reachable = { unreachable: false, retry: () => {} };
export const signedOut: AuthState = { user: null, isPending: false, ...reachable };
export const pending: AuthState = { user: null, isPending: true, ...reachable };
/** The session could not be read: the network or the server is down. */
export const unreachable: AuthState = { ...signedOut, unreachable: true };

export function signedIn(overrides: Partial<AuthUser> = {}): AuthState {
  return { user: makeUser(overrides), isPending: false, ...reachable };
}

export function makeSession(overrides: Partial<AuthUser> = {}): AuthSession {
  const created = new Date('2025-01-06T09:00:00Z');
  return {
    user: makeUser(overrides),
    session: {
      id: 's1',
      userId: 'u1',
      token: 'secret-session-token',
      expiresAt: new Date('2025-01-13T09:00:00Z'),
      createdAt: created,
      updatedAt: created,
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
    },
  };
}

/** A user's saved preferences: the defaults unless overridden. */
export function makePreferences(overrides: Partial<Preferences> = {}): Preferences {
  return { ...DEFAULT_PREFERENCES, ...overrides };
}

/** A plan as GET /api/subscription gives it: Pro Monthly, or the free plan. */
export function makeSubscription(isPro: boolean): Subscription {
  return {
    plan: isPro ? 'pro_monthly' : 'free',
    planDisplay: isPro ? 'Pro Monthly' : 'Free',
    isActive: true,
    isPro,
    currentPeriodEnd: null,
    provider: null,
    cancelAtPeriodEnd: false,
  };
}
