import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskSchema, type UpdateTask } from '../../../../shared/tasks.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { storeTask } from './task-details.ts';

/** PATCH /api/tasks/:id with only the fields that change; the caller shows a failure. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateTask }) =>
      api.patch(`/tasks/${encodeURIComponent(id)}`, changes, { schema: taskSchema }),
    onSuccess: (task) => {
      storeTask(queryClient, task);
    },
  });
}
