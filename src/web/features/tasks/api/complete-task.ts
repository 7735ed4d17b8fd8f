import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Task, taskSchema } from '../../../../shared/tasks.schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { api } from '../../../lib/api-client.ts';
import { TASK_COMPLETED_EVENT, taskMessages } from '../messages.ts';
import { patchTask, upsertTask } from '../task-cache.ts';
import { taskKeys } from './keys.ts';

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
      await queryClient.cancelQueries({ queryKey: taskKeys.all });
      queryClient.setQueryData<Task[]>(taskKeys.all, (tasks) =>
        patchTask(tasks, id, { completed }),
      );
    },
    onSuccess: (task) => {
      queryClient.setQueryData<Task[]>(taskKeys.all, (tasks) => upsertTask(tasks, task));
      window.dispatchEvent(new CustomEvent(TASK_COMPLETED_EVENT, { detail: { taskId: task.id } }));
    },
    onError: () => {
      toast({ variant: 'error', title: taskMessages.statusFailed });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
