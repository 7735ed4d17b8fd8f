import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MusicThemeKey } from '../../../shared/domain/music-themes.ts';
import {
  type Preferences,
  preferencesSchema,
  type UpdatePreferences,
} from '../../../shared/focus.schemas.ts';
import { subscriptionSchema } from '../../../shared/subscription.schemas.ts';
import { api } from '../../lib/api-client.ts';

export const focusKeys = {
  preferences: ['preferences'] as const,
  // The same key as every other feature's subscription query, so they share one cache entry.
  subscription: ['subscription'] as const,
};

const putPreferences = (changes: UpdatePreferences) =>
  api.put('/preferences', changes, { schema: preferencesSchema });

/** GET /api/preferences: timer lengths, notifications and the music theme (defaults if unsaved). */
export function usePreferences() {
  return useQuery({
    queryKey: focusKeys.preferences,
    queryFn: ({ signal }) => api.get('/preferences', { schema: preferencesSchema, signal }),
  });
}

/** PUT /api/preferences with the changed fields; the cache takes the server's full answer. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putPreferences,
    onSuccess: (preferences: Preferences) => {
      queryClient.setQueryData(focusKeys.preferences, preferences);
    },
  });
}

/**
 * PUT /api/preferences { musicTheme }, shown at once: the cache (which the timer's music reads)
 * switches before the server answers and switches back if the save fails.
 */
export function useSaveMusicTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (musicTheme: MusicThemeKey) => putPreferences({ musicTheme }),
    onMutate: async (musicTheme) => {
      await queryClient.cancelQueries({ queryKey: focusKeys.preferences });
      const previous = queryClient.getQueryData<Preferences>(focusKeys.preferences);
      if (previous) {
        queryClient.setQueryData<Preferences>(focusKeys.preferences, { ...previous, musicTheme });
      }
      return { previousTheme: previous?.musicTheme };
    },
    onError: (_error, _theme, context) => {
      const previousTheme = context?.previousTheme;
      if (!previousTheme) return;
      queryClient.setQueryData<Preferences>(focusKeys.preferences, (current) =>
        current ? { ...current, musicTheme: previousTheme } : current,
      );
    },
    onSuccess: (preferences: Preferences) => {
      queryClient.setQueryData(focusKeys.preferences, preferences);
    },
  });
}

/** GET /api/subscription: isPro decides which music themes the user may choose. */
export function useSubscription() {
  return useQuery({
    queryKey: focusKeys.subscription,
    queryFn: ({ signal }) => api.get('/subscription', { schema: subscriptionSchema, signal }),
  });
}
