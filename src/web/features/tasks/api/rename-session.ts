import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RenameSession, taskSchema } from '../../../../shared/tasks.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { storeTask } from './task-details.ts';

export interface RenameSessionVariables extends RenameSession {
  taskId: string;
  sessionId: string;
}

/** PATCH /api/tasks/:id/sessions/:sessionId/name; the caller shows a refusal by the field. */
export function useRenameSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, sessionId, name }: RenameSessionVariables) =>
      api.patch(
        `/tasks/${encodeURIComponent(taskId)}/sessions/${encodeURIComponent(sessionId)}/name`,
        { name },
        { schema: taskSchema },
      ),
    onSuccess: (task) => {
      storeTask(queryClient, task);
    },
  });
}
