import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { expandListItem } from '../../../../shared/domain/task-list-item.ts';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { taskListSchemas } from '../../../lib/schema-loaders.ts';
import { keepLoadedOlder } from '../task-cache.ts';
import { loadedOlderIds } from './older-completed-tasks.ts';

const taskListSchema = taskListSchemas.response((schemas) => schemas.taskListSchema);

async function fetchTasks(queryClient: QueryClient, signal: AbortSignal) {
  const fresh = (await api.get('/tasks', { schema: taskListSchema, signal })).map(expandListItem);
  // Older completed tasks the user asked for stay shown when the list is loaded again.
  return keepLoadedOlder(
    queryClient.getQueryData<TaskListItem[]>(queryKeys.tasks),
    fresh,
    loadedOlderIds(queryClient),
  );
}

/**
 * GET /api/tasks: every open task and the most recently completed ones, in the list's order,
 * each with the sessions its row acts on. Enrichment results arrive as live updates; a socket
 * that reconnects refetches, so nothing here polls.
 */
export function useTasks() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.tasks,
    queryFn: ({ signal }) => fetchTasks(queryClient, signal),
  });
}
