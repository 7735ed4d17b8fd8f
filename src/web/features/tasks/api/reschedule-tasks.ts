import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RescheduleTasks, taskSchema } from '../../../../shared/tasks.schemas.ts';
import { z } from '../../../../shared/zod.ts';
import { api } from '../../../lib/api-client.ts';
import { storeTask } from './task-details.ts';

const movedSchema = z.array(taskSchema);

/**
 * POST /api/tasks/reschedule: every task named moves to the day, each at its own time of day.
 * The list shows them moved as the answer comes, and every other tab hears of each.
 */
export function useRescheduleTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleTasks) =>
      api.post('/tasks/reschedule', body, { schema: movedSchema }),
    onSuccess: (moved) => {
      for (const task of moved) storeTask(queryClient, task);
    },
  });
}
