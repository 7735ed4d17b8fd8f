import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_WORK_MINUTES } from '../../shared/domain/timer.ts';
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
 * The length, in minutes, that the server splits the user's tasks into: their Pomodoro length
 * (the default until their preferences have loaded).
 */
export function useSessionLength(): number {
  return useQuery(preferencesQueryOptions()).data?.pomodoroLength ?? DEFAULT_WORK_MINUTES;
}
