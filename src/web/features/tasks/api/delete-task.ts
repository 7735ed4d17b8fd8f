import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, api } from '../../../lib/api-client.ts';
import { taskMessages } from '../messages.ts';
import { removeTask, restoreTask } from '../task-cache.ts';
import { taskKeys } from './keys.ts';

/** DELETE /api/tasks/:id, optimistically: a failure puts the task back where it was. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: Task) => api.delete<void>(`/tasks/${encodeURIComponent(task.id)}`),
    onMutate: async (task) => {
      await queryClient.cancelQueries({ queryKey: taskKeys.all });
      const tasks = queryClient.getQueryData<Task[]>(taskKeys.all) ?? [];
      const index = tasks.findIndex((entry) => entry.id === task.id);
      queryClient.setQueryData<Task[]>(taskKeys.all, (tasks) => removeTask(tasks, task.id));
      return { index };
    },
    onError: (error, task, context) => {
      // Already deleted (in another tab, say): the list is right as it is.
      if (error instanceof ApiError && error.status === 404) return;
      queryClient.setQueryData<Task[]>(taskKeys.all, (tasks) =>
        restoreTask(tasks, task, context?.index ?? 0),
      );
      toast({ variant: 'error', title: taskMessages.deleteFailed });
    },
  });
}
