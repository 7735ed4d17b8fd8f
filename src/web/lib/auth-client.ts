import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

// No baseURL: better-auth resolves basePath against the page origin, the same server as the SPA.
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({
      user: {
        username: { type: 'string' },
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
    }),
  ],
});

export type AuthUser = typeof authClient.$Infer.Session.user;

export interface AuthState {
  user: AuthUser | null;
  isPending: boolean;
}

export function useAuth(): AuthState {
  const { data, isPending } = authClient.useSession();
  return { user: data?.user ?? null, isPending };
}

export async function signOut(): Promise<void> {
  const { error } = await authClient.signOut();
  if (error) {
    throw new Error(error.message ?? 'Could not sign out.');
  }
}
