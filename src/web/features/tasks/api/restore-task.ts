import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskSchema } from '../../../../shared/tasks.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { storeTask } from './task-details.ts';

/**
 * POST /api/tasks/:id/restore, the Undo of a delete: the task comes back where it was, with its
 * sessions, within the restore window (TASK_RESTORE_WINDOW_MS). After it the server answers
 * `tasks.not_found`; the caller says what failed.
 */
export function useRestoreTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/tasks/${encodeURIComponent(id)}/restore`, undefined, { schema: taskSchema }),
    onSuccess: (task) => {
      storeTask(queryClient, task);
    },
  });
}
