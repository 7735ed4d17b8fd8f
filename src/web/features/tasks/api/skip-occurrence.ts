import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskSchema } from '../../../../shared/tasks.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { storeTask } from './task-details.ts';

/**
 * POST /api/tasks/:id/skip: a repeating task moves on to its next date without being completed.
 * The server refuses past the rule's last occurrence (`tasks.repeat_ended`); the caller says so.
 */
export function useSkipOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/tasks/${encodeURIComponent(id)}/skip`, undefined, { schema: taskSchema }),
    onSuccess: (task) => {
      storeTask(queryClient, task);
    },
  });
}
