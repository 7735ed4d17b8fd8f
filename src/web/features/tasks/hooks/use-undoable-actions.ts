import { useMemo } from 'react';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { dismissToast, toast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCompleteTask } from '../api/complete-task.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useRestoreTask } from '../api/restore-task.ts';
import { taskMessages } from '../messages.ts';

/** How long the Undo is offered; hovering or focusing the toast holds it. */
const UNDO_MS = 6000;

/**
 * Offers `undo` in a toast while `change` (already under way) is made; when the change fails,
 * its own error says so and the offer goes. Undo waits for the change to be saved first.
 */
function offerUndo(change: Promise<unknown>, title: string, task: TaskListItem, undo: () => void) {
  const id = toast({
    variant: 'success',
    title,
    description: task.title,
    duration: UNDO_MS,
    action: {
      label: taskMessages.undo,
      altText: taskMessages.undoAltText,
      onClick: () => {
        change.then(undo, () => undefined);
      },
    },
  });
  change.catch(() => dismissToast(id));
}

interface UndoableTaskActions {
  deleteTask(task: TaskListItem): void;
  setCompleted(task: TaskListItem, completed: boolean): void;
}

/**
 * Deleting and completing a task, each with an Undo for a few seconds: a deleted task comes
 * back with its sessions and in its place, a completed one is open again.
 */
export function useUndoableTaskActions(): UndoableTaskActions {
  const { mutateAsync: saveCompleted, mutate: reopen } = useCompleteTask();
  const { mutateAsync: remove } = useDeleteTask();
  const { mutateAsync: restore } = useRestoreTask();

  // TanStack Query keeps its mutation functions the same from render to render, so these are
  // too: the list's rows, which keep themselves while their parts are unchanged, do not render
  // again each time their section does.
  return useMemo(() => {
    function restoreTask(task: TaskListItem) {
      restore(task.id).catch((error: unknown) => {
        if (isApiError(error, 'auth.unauthorized')) return;
        toast({
          variant: 'error',
          // Past the restore window the task is gone for good: trying again would not help.
          title: isApiError(error, 'tasks.not_found')
            ? taskMessages.restoreExpired
            : taskMessages.restoreFailed,
        });
      });
    }

    return {
      deleteTask(task: TaskListItem) {
        offerUndo(remove(task), taskMessages.deleted, task, () => restoreTask(task));
      },
      setCompleted(task: TaskListItem, completed: boolean) {
        const saving = saveCompleted({ id: task.id, completed });
        // Opening a task again is its own undo.
        if (!completed) {
          saving.catch(() => undefined);
          return;
        }
        offerUndo(saving, taskMessages.completed, task, () =>
          reopen({ id: task.id, completed: false }),
        );
      },
    };
  }, [saveCompleted, reopen, remove, restore]);
}
