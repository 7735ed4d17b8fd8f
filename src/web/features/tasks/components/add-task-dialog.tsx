import { Plus } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { plannedSessionsText } from '../../../../shared/domain/session-count.ts';
import {
  DEFAULT_TASK_MINUTES,
  MAX_TASK_MINUTES,
  MIN_TASK_MINUTES,
  parseTaskMinutes,
} from '../../../../shared/domain/session-split.ts';
import { TASK_TITLE_MAX_LENGTH } from '../../../../shared/tasks.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useSessionLength } from '../../../lib/preferences.ts';
import { useCreateTask } from '../api/create-task.ts';
import { fromDateTimeLocal } from '../due-date.ts';
import { taskMessages } from '../messages.ts';

export interface AddTaskDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const EMPTY = { title: '', description: '', dueDate: '', minutes: String(DEFAULT_TASK_MINUTES) };

/** 'Add New Task' (SPEC.md 2): the full form behind the floating Add Task button. */
export function AddTaskDialog({ open, onOpenChange }: AddTaskDialogProps) {
  const formId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [keepOpen, setKeepOpen] = useState(false);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateTask({ toastOnError: false });
  const sessionLength = useSessionLength();
  const longest = sessionLength === undefined ? 'your Pomodoro length' : `${sessionLength} minutes`;
  // How the estimate will be split, once the user's length is known.
  const plan =
    sessionLength === undefined
      ? ''
      : `${plannedSessionsText(parseTaskMinutes(values.minutes), sessionLength)}. `;
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function handleOpenChange(next: boolean) {
    if (next) {
      setValues(EMPTY);
      setTitleError(null);
      setFailure(null);
    }
    onOpenChange(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const title = values.title.trim();
    if (!title) {
      setTitleError(taskMessages.titleEmpty);
      titleRef.current?.focus();
      return;
    }
    setTitleError(null);
    setFailure(null);
    try {
      await create.mutateAsync({
        title,
        description: values.description.trim() || undefined,
        dueDate: fromDateTimeLocal(values.dueDate) ?? undefined,
        minutes: parseTaskMinutes(values.minutes),
      });
    } catch {
      setFailure(taskMessages.addFailed);
      return;
    }
    if (keepOpen) {
      setValues(EMPTY);
      titleRef.current?.focus();
    } else {
      onOpenChange(false);
    }
  }

  return (
    <Dialog
      title="Add New Task"
      description={`Describe the task and how long it needs; it is split into focus sessions of ${longest} at most.`}
      open={open}
      onOpenChange={handleOpenChange}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        titleRef.current?.focus();
      }}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            loading={create.isPending}
            icon={<Plus aria-hidden="true" />}
          >
            {create.isPending ? 'Adding...' : 'Add Task'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <Notice tone="error">{failure}</Notice>
        <Input
          ref={titleRef}
          label="Task name"
          name="title"
          required
          autoComplete="off"
          maxLength={TASK_TITLE_MAX_LENGTH}
          value={values.title}
          error={titleError}
          onChange={(event) => set('title')(event.target.value)}
        />
        <Textarea
          label="Description"
          name="description"
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Due date"
            name="due-date"
            type="datetime-local"
            value={values.dueDate}
            onChange={(event) => set('dueDate')(event.target.value)}
          />
          <Input
            label="Time in minutes"
            name="minutes"
            type="number"
            inputMode="numeric"
            min={MIN_TASK_MINUTES}
            max={MAX_TASK_MINUTES}
            value={values.minutes}
            hint={`${plan}Empty means ${DEFAULT_TASK_MINUTES}.`}
            onChange={(event) => set('minutes')(event.target.value)}
          />
        </div>
        <Checkbox
          label="Keep this dialog open after adding task"
          checked={keepOpen}
          onChange={(event) => setKeepOpen(event.target.checked)}
        />
      </form>
    </Dialog>
  );
}
