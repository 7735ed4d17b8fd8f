import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReminderInput } from '../../../../shared/reminders.schemas.ts';
import type { SessionHead, TaskListItem } from '../../../../shared/task-list.schemas.ts';
import type { UpdateTask } from '../../../../shared/tasks.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDueDate } from '../../../lib/due-date.ts';
import { ensureLabels } from '../api/places.ts';
import { useSkipOccurrence } from '../api/skip-occurrence.ts';
import { useTaskDetails } from '../api/task-details.ts';
import { useSaveReminders } from '../api/task-reminders.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { taskMessages } from '../messages.ts';
import type { NamedPlace } from '../quick-add-parse.ts';
import { EditTaskForm } from './edit-task-form.tsx';
import { escapeRevertsField } from './session-name-field.tsx';
import { SessionSteps } from './session-steps.tsx';

export interface EditTaskDialogProps {
  /** The row to edit; the dialog is open while there is one, and reads the task whole. */
  task: TaskListItem | null;
  onClose: () => void;
  sessionRunning: boolean;
  onStart?: (task: TaskListItem, session: SessionHead) => void;
}

const FORM_ID = 'edit-task-form';

/** 'Edit Task Details', for the selected task. */
export function EditTaskDialog({ task, onClose, sessionRunning, onStart }: EditTaskDialogProps) {
  const update = useUpdateTask();
  const saveReminders = useSaveReminders();
  const skip = useSkipOccurrence();
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const [creatingLabels, setCreatingLabels] = useState(false);
  const details = useTaskDetails(task?.id ?? null);
  const loaded = details.data ?? null;
  // The form stays filled while the dialog fades out, instead of flashing empty.
  const [lastTask, setLastTask] = useState(loaded);
  if (loaded !== null && loaded !== lastTask) setLastTask(loaded);
  const shown = task === null ? lastTask : loaded;
  const saving = update.isPending || saveReminders.isPending || creatingLabels;

  function close() {
    setFailure(null);
    update.reset();
    saveReminders.reset();
    onClose();
  }

  /** The reminders after the task: a reminder before the due time needs the due date saved. */
  function storeReminders(id: string, reminders: ReminderInput[] | null) {
    if (reminders === null) return close();
    saveReminders.mutate(
      { id, reminders },
      {
        onSuccess: close,
        onError: (error) => setFailure(`${taskMessages.remindersSaveFailedPrefix}${error.message}`),
      },
    );
  }

  async function save(
    given: UpdateTask,
    reminders: ReminderInput[] | null,
    labels: NamedPlace[] | null,
  ) {
    if (!task || saving) return;
    setFailure(null);
    const id = task.id;
    let changes = given;
    if (labels !== null) {
      // New labels are created first; a failure keeps the form as typed.
      setCreatingLabels(true);
      try {
        changes = { ...given, labelIds: await ensureLabels(queryClient, labels) };
      } catch (error) {
        setFailure(
          `${taskMessages.saveFailedPrefix}${error instanceof Error ? error.message : String(error)}`,
        );
        return;
      } finally {
        setCreatingLabels(false);
      }
    }
    // Nothing changed in the task: only the reminders, if anything, to send.
    if (Object.keys(changes).length === 0) return storeReminders(id, reminders);
    update.mutate(
      { id, changes },
      {
        onSuccess: () => storeReminders(id, reminders),
        // 'Error saving task: ' and the reason, shown in the form (never an alert).
        onError: (error) => setFailure(`${taskMessages.saveFailedPrefix}${error.message}`),
      },
    );
  }

  /** Moves the task on to its next date and closes: the form's values were of the one before. */
  function skipOccurrence() {
    if (!task || skip.isPending) return;
    setFailure(null);
    skip.mutate(task.id, {
      onSuccess: (skipped) => {
        close();
        toast({
          variant: 'success',
          title: taskMessages.skipped(skipped.dueDate ? formatDueDate(skipped.dueDate) : ''),
        });
      },
      onError: (error) =>
        setFailure(
          isApiError(error, 'tasks.repeat_ended')
            ? taskMessages.repeatEnded
            : taskMessages.skipFailed,
        ),
    });
  }

  return (
    <Dialog
      title="Edit Task Details"
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      size="lg"
      onEscapeKeyDown={(event) => {
        if (escapeRevertsField(event.target)) event.preventDefault();
      }}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} loading={saving} disabled={shown === null}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      {shown === null && details.isError && (
        <Notice tone="error">
          <span className="flex flex-wrap items-center gap-3">
            {taskMessages.detailsFailed}
            <Button variant="secondary" size="sm" onClick={() => details.refetch()}>
              Try again
            </Button>
          </span>
        </Notice>
      )}
      {shown === null && !details.isError && (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
          <Spinner size="sm" />
          {taskMessages.detailsLoading}
        </p>
      )}
      {shown && (
        // A different task starts from its own values.
        <div key={shown.id} className="flex flex-col gap-4">
          <EditTaskForm
            id={FORM_ID}
            task={shown}
            failure={failure}
            sessionRunning={sessionRunning}
            onSave={save}
            onSkip={skipOccurrence}
            skipping={skip.isPending}
            onStart={
              onStart
                ? (session) => {
                    close();
                    onStart(shown, session);
                  }
                : undefined
            }
          />
          {/* Outside the form: each name saves on its own, and Enter in it saves only the name. */}
          <SessionSteps task={shown} />
        </div>
      )}
    </Dialog>
  );
}
