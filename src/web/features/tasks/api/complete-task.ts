import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { taskChange } from '../../../lib/offline/task-changes.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { dispatchWindowEvent, WINDOW_EVENTS } from '../../../lib/window-events.ts';
import { taskMessages } from '../messages.ts';
import { patchTask } from '../task-cache.ts';
import { storeTask } from './task-details.ts';

/**
 * PUT /api/tasks/:id/completion: ticked at once, then the list is refetched and a
 * `taskCompleted` window event tells the dashboard and insights to refresh. A completion the
 * server refuses (or cannot be sent) is taken back at once: the list never shows a change the
 * server does not have, even when the refetch fails too.
 */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    ...taskChange('complete'),
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      const before = queryClient
        .getQueryData<TaskListItem[]>(queryKeys.tasks)
        ?.find((task) => task.id === id);
      queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (tasks) =>
        patchTask(tasks, id, { completed }),
      );
      return { before };
    },
    onSuccess: (task) => {
      storeTask(queryClient, task);
      dispatchWindowEvent(WINDOW_EVENTS.taskCompleted, { taskId: task.id });
    },
    onError: (_error, { id, completed }, context) => {
      const before = context?.before;
      // Unless the task changed meanwhile (another tab, a live update), it is as it was.
      if (before) {
        queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (tasks) =>
          tasks?.some((task) => task.id === id && task.completed === completed)
            ? patchTask(tasks, id, { completed: before.completed })
            : tasks,
        );
      }
      toast({ variant: 'error', title: taskMessages.statusFailed });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
  });
}
