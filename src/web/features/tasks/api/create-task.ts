import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TASK_MINUTES } from '../../../../shared/domain/session-split.ts';
import { DEFAULT_WORK_MINUTES } from '../../../../shared/domain/timer.ts';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import type { CreateTask } from '../../../../shared/tasks.schemas.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { type NewTaskRequest, taskChange } from '../../../lib/offline/task-changes.ts';
import { useSessionLength } from '../../../lib/preferences.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { taskMessages } from '../messages.ts';
import { removeUnsavedTask, upsertTask } from '../task-cache.ts';
import { temporaryTask } from '../temporary-task.ts';

/** Gives the task the id it is stored under, so the answer and live updates find its row. */
const withId = (values: CreateTask): NewTaskRequest => ({
  ...values,
  id: values.id ?? crypto.randomUUID(),
});

/**
 * POST /api/tasks, optimistically: a temporary task shows at once on top of the
 * list, under the id the create sends, and the stored one takes its place; a failure removes
 * it. The form that sent it says what failed, beside what was typed, kept for another try.
 */
export function useCreateTask() {
  const queryClient = useQueryClient();
  const sessionLength = useSessionLength();
  const mutation = useMutation({
    ...taskChange('create'),
    onMutate: async (values) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      const task = temporaryTask(
        values.id,
        {
          title: values.title.trim(),
          description: values.description || null,
          dueDate: values.dueDate || null,
          minutes: values.minutes ?? DEFAULT_TASK_MINUTES,
          isImportant: values.isImportant,
          isUrgent: values.isUrgent,
          projectId: values.projectId,
          labelIds: values.labelIds,
        },
        // Until the preferences are known, the default split; the stored task replaces it soon.
        sessionLength ?? DEFAULT_WORK_MINUTES,
      );
      queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (tasks) => [
        task,
        ...(tasks ?? []),
      ]);
    },
    onSuccess: (task) => {
      queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (tasks) => upsertTask(tasks, task));
    },
    onError: (_error, values) => {
      queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (tasks) =>
        removeUnsavedTask(tasks, values.id),
      );
    },
  });
  return {
    ...mutation,
    mutate: (values: CreateTask, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate(withId(values), options),
    mutateAsync: (values: CreateTask, options?: Parameters<typeof mutation.mutateAsync>[1]) =>
      mutation.mutateAsync(withId(values), options),
  };
}

/**
 * What a form says when adding failed: the product's text, or nothing when the session has ended
 * (the sign-in page says so, and the form's draft comes back after it).
 */
export function addFailureText(error: unknown): string | null {
  return isApiError(error, 'auth.unauthorized') ? null : taskMessages.addFailed;
}
