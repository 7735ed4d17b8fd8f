import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskSchema } from '../../../../shared/tasks.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { storeTask } from './task-details.ts';

/**
 * POST /api/tasks/:id/session-names: the AI names each session of the task, one step of the
 * work each. A task of one session is refused (`tasks.too_few_sessions_to_split`); the caller
 * shows the server's message.
 */
export function useSplitIntoSteps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/tasks/${encodeURIComponent(id)}/session-names`, undefined, {
        schema: taskSchema,
      }),
    onSuccess: (task) => {
      storeTask(queryClient, task);
    },
  });
}
