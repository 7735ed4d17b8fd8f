import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { taskChange } from '../../../lib/offline/task-changes.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { taskMessages } from '../messages.ts';
import { applyMove } from '../task-cache.ts';

/**
 * PUT /api/tasks/:id/position: the task moves at once and only it is saved; when saving fails
 * it goes back to where it was, unless something else has moved it since.
 */
export function useMoveTask() {
  const queryClient = useQueryClient();
  const setList = (change: (tasks: TaskListItem[] | undefined) => TaskListItem[]) =>
    queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, change);
  return useMutation({
    ...taskChange('move'),
    onMutate: async ({ id, position }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      const before = queryClient
        .getQueryData<TaskListItem[]>(queryKeys.tasks)
        ?.find((task) => task.id === id)?.position;
      setList((tasks) => applyMove(tasks, { id, position }));
      return { before };
    },
    onSuccess: (moved) => setList((tasks) => applyMove(tasks, moved)),
    onError: (error, { id, position }, context) => {
      console.error('Saving the moved task failed; it goes back to its place.', error);
      const before = context?.before;
      if (before !== undefined) {
        setList((tasks) =>
          tasks?.find((task) => task.id === id)?.position === position
            ? applyMove(tasks, { id, position: before })
            : (tasks ?? []),
        );
      }
      toast({ variant: 'error', title: taskMessages.reorderFailed });
    },
  });
}
