import { useQuery } from '@tanstack/react-query';
import { isTemporaryId } from '../../../../shared/domain/next-session.ts';
import { type Task, taskListSchema } from '../../../../shared/tasks.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { taskKeys } from './keys.ts';

// AI enrichment normally arrives on the socket within a second; this only covers a lost socket.
const ENRICHMENT_POLL_MS = 3000;

function waitsForEnrichment(tasks: Task[] | undefined): boolean {
  return Boolean(tasks?.some((task) => task.aiStatus === 'processing' && !isTemporaryId(task.id)));
}

/** GET /api/tasks: the user's tasks in their order, each with its sessions. */
export function useTasks() {
  return useQuery({
    queryKey: taskKeys.all,
    queryFn: ({ signal }) => api.get('/tasks', { schema: taskListSchema, signal }),
    refetchInterval: (query) => (waitsForEnrichment(query.state.data) ? ENRICHMENT_POLL_MS : false),
  });
}
