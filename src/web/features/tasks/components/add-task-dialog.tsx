import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { countText } from '../../../../shared/domain/count-text.ts';
import { DUE_DATE_YEARS } from '../../../../shared/domain/due-date.ts';
import { plannedSessionsText } from '../../../../shared/domain/session-count.ts';
import {
  DEFAULT_TASK_MINUTES,
  MAX_TASK_MINUTES,
  MIN_TASK_MINUTES,
  readTaskMinutes,
} from '../../../../shared/domain/session-split.ts';
import { TASK_TITLE_MAX_LENGTH } from '../../../../shared/task-title-rule.ts';
import { z } from '../../../../shared/zod.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { DUE_DATE_INPUT_BOUNDS, readDueDate } from '../../../lib/due-date.ts';
import { useSessionLength } from '../../../lib/preferences.ts';
import { useLabels, useProjects } from '../../../lib/projects.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { addFailureText, useCreateTask } from '../api/create-task.ts';
import { ensureLabels } from '../api/places.ts';
import { taskMessages } from '../messages.ts';
import type { NamedPlace } from '../quick-add-parse.ts';
import { LabelsField, ProjectSelect } from './place-fields.tsx';

export interface AddTaskDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project a new task starts in: the one the page shows; else the Inbox. */
  defaultProjectId?: string | null;
}

const EMPTY = {
  title: '',
  description: '',
  dueDate: '',
  minutes: String(DEFAULT_TASK_MINUTES),
  /** '' for the Inbox. */
  projectId: '',
  labels: [] as NamedPlace[],
};

type Field = 'title' | 'description' | 'dueDate' | 'minutes' | 'projectId';

const ADD_TASK_DRAFT = z.object({
  title: z.string(),
  description: z.string(),
  dueDate: z.string(),
  minutes: z.string(),
  projectId: z.string(),
  labels: z.array(z.object({ id: z.nullable(z.string()), name: z.string() })),
});

/** 'Add New Task': the full form behind the floating Add Task button. */
export function AddTaskDialog({ open, onOpenChange, defaultProjectId = null }: AddTaskDialogProps) {
  const formId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  // Kept until the task is added or the dialog cancelled: an ended session or a reload loses none
  // of it, and the dialog opens again with it.
  const draft = useDraft('add-task', EMPTY, ADD_TASK_DRAFT);
  const { value: values, set: setValues } = draft;
  const reopened = useRef(false);
  useEffect(() => {
    if (!draft.restored || reopened.current) return;
    reopened.current = true;
    onOpenChange(true);
  }, [draft.restored, onOpenChange]);
  const [keepOpen, setKeepOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The last task added while the dialog stays open, so the user sees it went in.
  const [added, setAdded] = useState<string | null>(null);
  const create = useCreateTask();
  const queryClient = useQueryClient();
  const [creatingLabels, setCreatingLabels] = useState(false);
  const projects = useProjects().data?.projects ?? [];
  const labels = useLabels().data ?? [];
  const adding = create.isPending || creatingLabels;
  const sessionLength = useSessionLength();
  const longest =
    sessionLength === undefined ? 'your Pomodoro length' : countText(sessionLength, 'minute');
  const minutes = readTaskMinutes(values.minutes);
  // How the estimate will be split, once the user's length is known and the minutes allowed.
  const plan =
    sessionLength === undefined || 'error' in minutes
      ? ''
      : `${plannedSessionsText(minutes.minutes, sessionLength)}. `;
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The message is about the old value; the next submit checks the new one.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function handleOpenChange(next: boolean) {
    if (next) {
      setValues({ ...EMPTY, projectId: defaultProjectId ?? '' });
      setErrors({});
      setFailure(null);
    } else {
      draft.discard();
      setAdded(null);
    }
    onOpenChange(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    const title = values.title.trim();
    const due = readDueDate(values.dueDate);
    const found = {
      title: title ? undefined : taskMessages.titleEmpty,
      dueDate: 'error' in due ? due.error : undefined,
      minutes: 'error' in minutes ? minutes.error : undefined,
    };
    setErrors(found);
    if (found.title) titleRef.current?.focus();
    if (found.title || 'error' in due || 'error' in minutes) return;
    setFailure(null);
    setAdded(null);
    try {
      setCreatingLabels(true);
      let labelIds: string[];
      try {
        labelIds = await ensureLabels(queryClient, values.labels);
      } finally {
        setCreatingLabels(false);
      }
      await create.mutateAsync({
        title,
        description: values.description.trim() || undefined,
        dueDate: due.dueDate ?? undefined,
        minutes: minutes.minutes,
        ...(values.projectId ? { projectId: values.projectId } : {}),
        ...(labelIds.length > 0 ? { labelIds } : {}),
      });
    } catch (error) {
      // What was typed stays in the form, to be sent again.
      setFailure(addFailureText(error));
      return;
    }
    if (keepOpen) {
      // The next task goes to the same project, with no labels yet.
      setValues({ ...EMPTY, projectId: values.projectId });
      setAdded(title);
      titleRef.current?.focus();
    } else {
      draft.discard();
      onOpenChange(false);
    }
  }

  return (
    <Dialog
      title="Add New Task"
      description={`Describe the task and how long it needs; you work it in focus sessions of ${longest}, your Pomodoro length.`}
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
          <Button type="submit" form={formId} loading={adding} icon={<Plus aria-hidden="true" />}>
            {adding ? 'Adding...' : 'Add Task'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <Notice tone="error">{failure}</Notice>
        <Notice tone="success" className="wrap-anywhere">
          {added && taskMessages.added(added)}
        </Notice>
        <Input
          ref={titleRef}
          label="Task name"
          name="title"
          required
          autoComplete="off"
          maxLength={TASK_TITLE_MAX_LENGTH}
          value={values.title}
          error={errors.title}
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
            {...DUE_DATE_INPUT_BOUNDS}
            value={values.dueDate}
            hint={`Optional; years ${DUE_DATE_YEARS.earliest} to ${DUE_DATE_YEARS.latest}.`}
            error={errors.dueDate}
            onChange={(event) => set('dueDate')(event.target.value)}
          />
          <Input
            label="Time in minutes"
            name="minutes"
            type="number"
            inputMode="numeric"
            min={MIN_TASK_MINUTES}
            max={MAX_TASK_MINUTES}
            step={1}
            value={values.minutes}
            hint={`${plan}${MIN_TASK_MINUTES} to ${MAX_TASK_MINUTES} minutes; empty means ${DEFAULT_TASK_MINUTES}.`}
            error={errors.minutes}
            onChange={(event) => set('minutes')(event.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <ProjectSelect
            value={values.projectId}
            projects={projects}
            onChange={(projectId) => setValues((current) => ({ ...current, projectId }))}
          />
          <LabelsField
            value={values.labels}
            labels={labels}
            onChange={(chosen) => setValues((current) => ({ ...current, labels: chosen }))}
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
