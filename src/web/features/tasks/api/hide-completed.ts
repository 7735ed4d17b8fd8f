import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.tsx';
import { api, isApiError } from '../../../lib/api-client.ts';
import { preferencesQueryOptions } from '../../../lib/preferences.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { focusSchemas } from '../../../lib/schema-loaders.ts';
import { taskMessages } from '../messages.ts';

const preferencesSchema = focusSchemas.response((schemas) => schemas.preferencesSchema);

/** 'Hide completed', remembered per user in their preferences (false until they load). */
export function useHideCompleted(): boolean {
  return useQuery(preferencesQueryOptions()).data?.hideCompleted ?? false;
}

/**
 * PUT /api/preferences { hideCompleted }: the cache takes the server's answer; a failure says so.
 * The switch itself shows the new value at once (see TasksSection).
 */
export function useSaveHideCompleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hideCompleted: boolean) =>
      api.put('/preferences', { hideCompleted }, { schema: preferencesSchema }),
    onSuccess: (preferences) => {
      queryClient.setQueryData(queryKeys.preferences, preferences);
    },
    onError: (error) => {
      // An ended session is told by the sign-in page it leads to.
      if (isApiError(error, 'auth.unauthorized')) return;
      toast({ variant: 'error', title: taskMessages.hideCompletedFailed });
    },
  });
}
