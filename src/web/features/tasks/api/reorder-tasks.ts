import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { taskMessages } from '../messages.ts';
import { applyPositions, orderItems } from '../task-cache.ts';

/**
 * PUT /api/tasks/order with the whole list renumbered 0..n-1: the
 * list moves at once; when saving fails the previous order comes back.
 */
export function useReorderTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ordered: TaskListItem[]) => {
      const items = orderItems(ordered);
      if (items.length > 0) await api.put<void>('/tasks/order', { items });
    },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      const previous = queryClient.getQueryData<TaskListItem[]>(queryKeys.tasks);
      queryClient.setQueryData<TaskListItem[]>(
        queryKeys.tasks,
        applyPositions(ordered, orderItems(ordered)),
      );
      return { previous };
    },
    onError: (error, _ordered, context) => {
      console.error('Saving the new task order failed; the previous order is restored.', error);
      if (context?.previous) queryClient.setQueryData(queryKeys.tasks, context.previous);
      toast({ variant: 'error', title: taskMessages.reorderFailed });
    },
  });
}
