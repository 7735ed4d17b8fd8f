import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TASK_MINUTES } from '../../../../shared/domain/session-split.ts';
import { DEFAULT_WORK_MINUTES } from '../../../../shared/domain/timer.ts';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { type CreateTask, taskSchema } from '../../../../shared/tasks.schemas.ts';
import { api, isApiError } from '../../../lib/api-client.ts';
import { useSessionLength } from '../../../lib/preferences.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { taskMessages } from '../messages.ts';
import { removeTask, replaceTemporaryTask } from '../task-cache.ts';
import { temporaryId, temporaryTask } from '../temporary-task.ts';

/**
 * POST /api/tasks, optimistically: a temporary task shows at once on top of the
 * list and the stored one takes its place; a failure removes it. The form that sent it says
 * what failed, beside what was typed, kept for another try.
 */
export function useCreateTask() {
  const queryClient = useQueryClient();
  const sessionLength = useSessionLength();
  return useMutation({
    mutationFn: (values: CreateTask) => api.post('/tasks', values, { schema: taskSchema }),
    onMutate: async (values) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      const tempId = temporaryId();
      const task = temporaryTask(
        tempId,
        {
          title: values.title.trim(),
          description: values.description || null,
          dueDate: values.dueDate || null,
          minutes: values.minutes ?? DEFAULT_TASK_MINUTES,
          isImportant: values.isImportant,
          isUrgent: values.isUrgent,
        },
        // Until the preferences are known, the default split; the stored task replaces it soon.
        sessionLength ?? DEFAULT_WORK_MINUTES,
      );
      queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (tasks) => [
        task,
        ...(tasks ?? []),
      ]);
      return { tempId };
    },
    onSuccess: (task, _values, context) => {
      queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (tasks) =>
        replaceTemporaryTask(tasks, context.tempId, task),
      );
    },
    onError: (_error, _values, context) => {
      if (context) {
        queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (tasks) =>
          removeTask(tasks, context.tempId),
        );
      }
    },
  });
}

/**
 * What a form says when adding failed: the product's text, or nothing when the session has ended
 * (the sign-in page says so, and the form's draft comes back after it).
 */
export function addFailureText(error: unknown): string | null {
  return isApiError(error, 'auth.unauthorized') ? null : taskMessages.addFailed;
}
