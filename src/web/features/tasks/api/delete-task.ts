import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { taskChange } from '../../../lib/offline/task-changes.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { taskMessages } from '../messages.ts';
import { removeTask, restoreTask } from '../task-cache.ts';

/** DELETE /api/tasks/:id, optimistically: a failure puts the task back where it was. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    ...taskChange('delete'),
    onMutate: async (task) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      const tasks = queryClient.getQueryData<TaskListItem[]>(queryKeys.tasks) ?? [];
      const index = tasks.findIndex((entry) => entry.id === task.id);
      queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (tasks) =>
        removeTask(tasks, task.id),
      );
      return { index };
    },
    onError: (error, task, context) => {
      // Already deleted (in another tab, say): the list is right as it is.
      if (isApiError(error, 'tasks.not_found')) return;
      queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (tasks) =>
        restoreTask(tasks, task, context?.index ?? 0),
      );
      toast({ variant: 'error', title: taskMessages.deleteFailed });
    },
  });
}
