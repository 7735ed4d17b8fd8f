import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { taskSchema } from '../../../../shared/tasks.schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { dispatchWindowEvent, WINDOW_EVENTS } from '../../../lib/window-events.ts';
import { taskMessages } from '../messages.ts';
import { patchTask } from '../task-cache.ts';
import { storeTask } from './task-details.ts';

/**
 * PUT /api/tasks/:id/completion (SPEC.md 4): ticked at once, then the list is refetched and a
 * `taskCompleted` window event tells the dashboard and insights to refresh.
 */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      api.put(`/tasks/${encodeURIComponent(id)}/completion`, { completed }, { schema: taskSchema }),
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (tasks) =>
        patchTask(tasks, id, { completed }),
      );
    },
    onSuccess: (task) => {
      storeTask(queryClient, task);
      dispatchWindowEvent(WINDOW_EVENTS.taskCompleted, { taskId: task.id });
    },
    onError: () => {
      toast({ variant: 'error', title: taskMessages.statusFailed });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
  });
}
