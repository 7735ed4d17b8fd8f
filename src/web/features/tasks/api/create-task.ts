import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TASK_MINUTES } from '../../../../shared/domain/session-split.ts';
import { DEFAULT_WORK_MINUTES } from '../../../../shared/domain/timer.ts';
import { type CreateTask, type Task, taskSchema } from '../../../../shared/tasks.schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { api } from '../../../lib/api-client.ts';
import { useSessionLength } from '../../../lib/preferences.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { taskMessages } from '../messages.ts';
import { removeTask, replaceTemporaryTask } from '../task-cache.ts';
import { temporaryId, temporaryTask } from '../temporary-task.ts';

/**
 * POST /api/tasks, optimistically (SPEC.md 4): a temporary task shows at once on top of the
 * list and the stored one takes its place; a failure removes it and says so.
 */
export function useCreateTask({ toastOnError = true }: { toastOnError?: boolean } = {}) {
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
      queryClient.setQueryData<Task[]>(queryKeys.tasks, (tasks) => [task, ...(tasks ?? [])]);
      return { tempId };
    },
    onSuccess: (task, _values, context) => {
      queryClient.setQueryData<Task[]>(queryKeys.tasks, (tasks) =>
        replaceTemporaryTask(tasks, context.tempId, task),
      );
    },
    onError: (_error, _values, context) => {
      if (context) {
        queryClient.setQueryData<Task[]>(queryKeys.tasks, (tasks) =>
          removeTask(tasks, context.tempId),
        );
      }
      // A form that stays open shows the failure itself.
      if (toastOnError) toast({ variant: 'error', title: taskMessages.addFailed });
    },
  });
}
