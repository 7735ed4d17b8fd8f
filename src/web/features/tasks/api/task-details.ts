import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { tasksSchemas } from '../../../lib/schema-loaders.ts';
import { upsertTask } from '../task-cache.ts';

const taskSchema = tasksSchemas.response((schemas) => schemas.taskSchema);

const detailsKey = (id: string) => ['task-details', id] as const;

/**
 * GET /api/tasks/:id: the whole task (every session, the AI's full texts), which the list does
 * not carry, for the edit dialog.
 */
export function useTaskDetails(id: string | null) {
  return useQuery({
    queryKey: detailsKey(id ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/tasks/${encodeURIComponent(id ?? '')}`, { schema: taskSchema, signal }),
    enabled: id !== null,
  });
}

/**
 * A task the server sent whole (an answer or a live update): its row in the list and, while it is
 * open, its details. Before the list's first load there is nothing to patch: the load brings it.
 */
export function storeTask(queryClient: QueryClient, task: Task) {
  const list = queryClient.getQueryData<TaskListItem[]>(queryKeys.tasks);
  if (list !== undefined) {
    queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, upsertTask(list, task));
  }
  if (queryClient.getQueryData(detailsKey(task.id)) !== undefined) {
    queryClient.setQueryData<Task>(detailsKey(task.id), (cached) =>
      cached && cached.updatedAt > task.updatedAt ? cached : task,
    );
  }
}
