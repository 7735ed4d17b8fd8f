import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MusicThemeKey } from '../../../shared/domain/music-themes.ts';
import type { Preferences } from '../../../shared/focus.schemas.ts';
import { preferencesQueryOptions, putPreferences } from '../../lib/preferences.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** GET /api/preferences: timer lengths, notifications and the music theme (defaults if unsaved). */
export function usePreferences() {
  return useQuery(preferencesQueryOptions());
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
      await queryClient.cancelQueries({ queryKey: queryKeys.preferences });
      const previous = queryClient.getQueryData<Preferences>(queryKeys.preferences);
      if (previous) {
        queryClient.setQueryData<Preferences>(queryKeys.preferences, { ...previous, musicTheme });
      }
      return { previousTheme: previous?.musicTheme };
    },
    onError: (_error, _theme, context) => {
      const previousTheme = context?.previousTheme;
      if (!previousTheme) return;
      queryClient.setQueryData<Preferences>(queryKeys.preferences, (current) =>
        current ? { ...current, musicTheme: previousTheme } : current,
      );
    },
    onSuccess: (preferences: Preferences) => {
      queryClient.setQueryData(queryKeys.preferences, preferences);
    },
  });
}
