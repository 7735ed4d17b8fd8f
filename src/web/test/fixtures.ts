import type { AuthState, AuthUser } from '../lib/auth-client.ts';

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

export const signedOut: AuthState = { user: null, isPending: false };
export const pending: AuthState = { user: null, isPending: true };

export function signedIn(overrides: Partial<AuthUser> = {}): AuthState {
  return { user: makeUser(overrides), isPending: false };
}
