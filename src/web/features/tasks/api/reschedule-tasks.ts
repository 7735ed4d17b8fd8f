import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DateKey } from '../../../../shared/domain/local-date.ts';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import type { RescheduleTasks } from '../../../../shared/tasks.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { tasksSchemas } from '../../../lib/schema-loaders.ts';
import { patchTask } from '../task-cache.ts';
import { storeTask } from './task-details.ts';

const movedSchema = tasksSchemas.response((schemas) => schemas.rescheduledTasksSchema);

/** A due date on another day of this device's calendar, at the same time of day. */
function onDay(iso: string, day: DateKey): string {
  const due = new Date(iso);
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  due.setFullYear(year, month - 1, date);
  return due.toISOString();
}

/**
 * POST /api/tasks/reschedule: every task named moves to the day, each at its own time of day.
 * The list shows them moved at once; a refusal puts them back (the list is read again), and
 * every other tab hears of each move.
 */
export function useRescheduleTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleTasks) =>
      api.post('/tasks/reschedule', body, { schema: movedSchema }),
    onMutate: async ({ ids, day }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      queryClient.setQueryData<TaskListItem[]>(
        queryKeys.tasks,
        (tasks) =>
          tasks &&
          ids.reduce((list, id) => {
            const due = list.find((task) => task.id === id)?.dueDate;
            return due ? patchTask(list, id, { dueDate: onDay(due, day) }) : list;
          }, tasks),
      );
    },
    onSuccess: (moved) => {
      for (const task of moved) storeTask(queryClient, task);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
  });
}
