import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskChange } from '../../../lib/offline/task-changes.ts';
import { storeTask } from './task-details.ts';

/** PATCH /api/tasks/:id with only the fields that change; the caller shows a failure. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    ...taskChange('update'),
    onSuccess: (task) => {
      storeTask(queryClient, task);
    },
  });
}
