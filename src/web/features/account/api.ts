import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletion, Profile, UpdateProfile } from '../../../shared/account.schemas.ts';
import { ApiError, api, errorCodeOf } from '../../lib/api-client.ts';
import { loadAuthClient, loadSession, signOut, signOutWith } from '../../lib/auth-client.ts';
import { accountSchemas } from '../../lib/schema-loaders.ts';

const deviceSessionListSchema = accountSchemas.response(
  (schemas) => schemas.deviceSessionListSchema,
);
const profileSchema = accountSchemas.response((schemas) => schemas.profileSchema);

export const accountKeys = {
  profile: ['me'] as const,
  sessions: ['me', 'sessions'] as const,
};

/** GET /api/me */
export function useProfile() {
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => api.get('/me', { schema: profileSchema, signal }),
  });
}

/** PATCH /api/me: first and last name; the side bar's 'username (first name)' follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfile) => api.patch('/me', changes, { schema: profileSchema }),
    onSuccess: (profile: Profile) => {
      queryClient.setQueryData(accountKeys.profile, profile);
      // The side bar reads the names from the session; refresh it (a failure only delays that).
      loadSession().catch(() => undefined);
    },
  });
}

/** better-auth's change-email: a verification mail; the address changes once it is confirmed. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: async (newEmail: string) => {
      const { error } = await (await loadAuthClient()).changeEmail({
        newEmail,
        callbackURL: '/login?type=email_change',
      });
      // An empty message lets the dialog show its own text.
      if (error)
        throw new ApiError(error.status, errorCodeOf(error.status, error), error.message ?? '');
    },
  });
}

/** GET /api/me/sessions: the user's signed-in devices. */
export function useDeviceSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => api.get('/me/sessions', { schema: deviceSessionListSchema, signal }),
  });
}

/** DELETE /api/me/sessions/:id for another device; this device signs out instead. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, current }: { id: string; current: boolean }) => {
      if (current) await signOut();
      else await api.delete<void>(`/me/sessions/${encodeURIComponent(id)}`);
    },
    onSuccess: (_result, { current }) => {
      // Signing this device out leaves the page; the caller navigates and drops the cache.
      if (!current) return queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
  });
}

/**
 * POST /api/me/deletion. Once it is accepted the server has ended every session of the account,
 * this one too, and this device is cleared as signing out clears it; the caller navigates and
 * drops the cache.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (deletion: AccountDeletion) =>
      signOutWith(() => api.post<void>('/me/deletion', deletion)),
    // Offline it fails at once rather than waiting, paused, to be kept on the device with the
    // password in it and sent whenever the connection comes back.
    networkMode: 'always',
  });
}
