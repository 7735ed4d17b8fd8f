import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferencesSchema } from '../../shared/focus.schemas.ts';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/preferences: timer lengths, notifications and the music theme (defaults if unsaved). */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.preferences,
    queryFn: ({ signal }) => api.get('/preferences', { schema: preferencesSchema, signal }),
  });

/**
 * The length, in minutes, that the server splits the user's tasks into: their Pomodoro length.
 * Undefined until their preferences have loaded (or when they cannot be), so that nothing
 * previews a split the server would not make.
 */
export function useSessionLength(): number | undefined {
  return useQuery(preferencesQueryOptions()).data?.pomodoroLength;
}
