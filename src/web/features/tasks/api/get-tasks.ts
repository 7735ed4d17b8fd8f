import { useQuery } from '@tanstack/react-query';
import { taskListSchema } from '../../../../shared/tasks.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/tasks: the user's tasks in their order, each with its sessions. Enrichment results
 * arrive as live updates; a socket that reconnects refetches, so nothing here polls.
 */
export function useTasks() {
  return useQuery({
    queryKey: queryKeys.tasks,
    queryFn: ({ signal }) => api.get('/tasks', { schema: taskListSchema, signal }),
  });
}
