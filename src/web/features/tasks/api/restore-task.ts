import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskChange } from '../../../lib/offline/task-changes.ts';
import { storeTask } from './task-details.ts';

/**
 * POST /api/tasks/:id/restore, the Undo of a delete: the task comes back where it was, with its
 * sessions, within the restore window (TASK_RESTORE_WINDOW_MS). After it the server answers
 * `tasks.not_found`; the caller says what failed.
 */
export function useRestoreTask() {
  const queryClient = useQueryClient();
  return useMutation({
    ...taskChange('restore'),
    onSuccess: (task) => {
      storeTask(queryClient, task);
    },
  });
}
