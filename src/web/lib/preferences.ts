import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences, UpdatePreferences } from '../../shared/focus.schemas.ts';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { focusSchemas } from './schema-loaders.ts';

const preferencesSchema = focusSchemas.response((schemas) => schemas.preferencesSchema);

/** GET /api/preferences: timer lengths, notifications and the music theme (defaults if unsaved). */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.preferences,
    queryFn: ({ signal }) => api.get('/preferences', { schema: preferencesSchema, signal }),
  });

/** PUT /api/preferences with any subset; the server answers with them all. */
export const putPreferences = (changes: UpdatePreferences) =>
  api.put('/preferences', changes, { schema: preferencesSchema });

/**
 * PUT /api/preferences with the changed fields; the cache takes the server's full answer. Settings
 * has a section per feature (the timer's, the reminders'), each saving its own fields.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putPreferences,
    onSuccess: (preferences: Preferences) => {
      queryClient.setQueryData(queryKeys.preferences, preferences);
    },
  });
}

/**
 * The length, in minutes, that the server splits the user's tasks into: their Pomodoro length.
 * Undefined until their preferences have loaded (or when they cannot be), so that nothing
 * previews a split the server would not make.
 */
export function useSessionLength(): number | undefined {
  return useQuery(preferencesQueryOptions()).data?.pomodoroLength;
}
