import { Play, RotateCcw, SkipForward, Timer } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { DUE_DATE_YEARS } from '../../../../shared/domain/due-date.ts';
import { taskEisenhower } from '../../../../shared/domain/eisenhower.ts';
import { nextSession, sessionActionLabel } from '../../../../shared/domain/next-session.ts';
import { aiPriorityOptionLabel, PRIORITIES } from '../../../../shared/domain/priority.ts';
import { sessionProgressText } from '../../../../shared/domain/session-count.ts';
import type { ReminderInput } from '../../../../shared/reminders.schemas.ts';
import { TASK_TITLE_MAX_LENGTH } from '../../../../shared/task-title-rule.ts';
import type { PomodoroSession, Task, UpdateTask } from '../../../../shared/tasks.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { DUE_DATE_INPUT_BOUNDS } from '../../../lib/due-date.ts';
import { useLabels, useProjects } from '../../../lib/projects.ts';
import { useTaskReminders } from '../api/task-reminders.ts';
import {
  type EditErrors,
  type EditValues,
  editChanges,
  editValuesOf,
  labelChanges,
  readPriority,
} from '../edit-changes.ts';
import { taskMessages } from '../messages.ts';
import type { NamedPlace } from '../quick-add-parse.ts';
import { inputsOf, sameReminders } from '../reminders/reminder-inputs.ts';
import { runningSession } from '../task-row-view.ts';
import { AiDetails } from './ai-details.tsx';
import { LabelsField, ProjectSelect } from './place-fields.tsx';
import { RunningIndicator } from './row-cells.tsx';

// The rule reader (rrule) loads with the dialog's repeat field, never with the list.
const RepeatField = lazy(() => import('../repeat/repeat-field.tsx'));
// Like the repeat field, the reminders load with the dialog, not with the list.
const RemindersField = lazy(() => import('../reminders/reminders-field.tsx'));

export interface EditTaskFormProps {
  id: string;
  task: Task;
  failure: string | null;
  sessionRunning: boolean;
  /**
   * The task's changes, its whole new set of reminders when that changed (else null), and its
   * labels when they changed (new ones by name, to create first; else null).
   */
  onSave: (
    changes: UpdateTask,
    reminders: ReminderInput[] | null,
    labels: NamedPlace[] | null,
  ) => void;
  onStart?: (session: PomodoroSession) => void;
  /** Moves a repeating task on to its next date; shown while the task is open and repeats. */
  onSkip?: () => void;
  skipping?: boolean;
}

export function EditTaskForm({
  id,
  task,
  failure,
  sessionRunning,
  onSave,
  onStart,
  onSkip,
  skipping = false,
}: EditTaskFormProps) {
  // What the form opened with: only what the user changes from it is sent.
  const [started] = useState<EditValues>(() => editValuesOf(task));
  const [values, setValues] = useState<EditValues>(started);
  const [errors, setErrors] = useState<EditErrors>({});
  const aiFlags = taskEisenhower(task)?.source === 'ai';
  const set = <K extends keyof EditValues>(field: K, value: EditValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const session = nextSession(task.sessions);
  const running = runningSession(task);
  const savedReminders = useTaskReminders(task.id);
  const saved = savedReminders.data ? inputsOf(savedReminders.data.reminders) : undefined;
  // Null until the user changes them: until then the form shows the saved ones as they come.
  const [reminders, setReminders] = useState<ReminderInput[] | null>(null);
  const projects = useProjects().data?.projects ?? [];
  const labels = useLabels().data ?? [];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = editChanges(started, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const changedReminders =
      reminders !== null && saved !== undefined && !sameReminders(reminders, saved)
        ? reminders
        : null;
    onSave(result.changes, changedReminders, labelChanges(started, values));
  }

  return (
    <form id={id} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <Notice tone="error">{failure}</Notice>
      <Input
        label="Title"
        name="title"
        required
        maxLength={TASK_TITLE_MAX_LENGTH}
        value={values.title}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <Textarea
        label="Description"
        name="description"
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Priority"
          name="priority"
          value={values.priority}
          hint="The first choice follows the AI's prediction."
          onChange={(event) => set('priority', readPriority(event.target.value))}
        >
          <option value="">{aiPriorityOptionLabel(task.aiPredictedPriority)}</option>
          {[...PRIORITIES].reverse().map((priority) => (
            <option key={priority} value={priority}>
              {priority}
            </option>
          ))}
        </Select>
        <Input
          label="Due date"
          name="due-date"
          type="datetime-local"
          {...DUE_DATE_INPUT_BOUNDS}
          value={values.dueDate}
          hint={`Years ${DUE_DATE_YEARS.earliest} to ${DUE_DATE_YEARS.latest}.`}
          error={errors.dueDate}
          onChange={(event) => {
            set('dueDate', event.target.value);
            setErrors((current) => ({ ...current, dueDate: undefined }));
          }}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProjectSelect
          value={values.projectId}
          projects={projects}
          onChange={(projectId) => set('projectId', projectId)}
        />
        <LabelsField
          value={values.labels}
          labels={labels}
          onChange={(chosen) => set('labels', chosen)}
        />
      </div>
      {/* As tall as the select it loads, so nothing below it moves. */}
      <Suspense fallback={<div className="h-16" />}>
        <RepeatField
          value={values.repeat}
          dueDate={values.dueDate}
          onChange={(repeat) => {
            set('repeat', repeat);
            setErrors((current) => ({ ...current, dueDate: undefined }));
          }}
        />
      </Suspense>
      <Suspense fallback={<div className="h-16" />}>
        <RemindersField
          reminders={reminders ?? saved}
          loadFailed={savedReminders.isError}
          onRetry={() => savedReminders.refetch()}
          hasDueDate={values.dueDate !== ''}
          onChange={setReminders}
        />
      </Suspense>
      {task.repeatRule !== null && !task.completed && onSkip && (
        <div>
          <Button
            size="sm"
            variant="secondary"
            icon={<SkipForward aria-hidden="true" />}
            loading={skipping}
            onClick={onSkip}
          >
            {taskMessages.skip}
          </Button>
        </div>
      )}
      <fieldset className="flex flex-wrap gap-x-6 gap-y-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">Eisenhower flags</legend>
        {aiFlags && (
          <p className="mb-1 w-full text-xs text-slate-500">
            Suggested by the AI until you change them.
          </p>
        )}
        <Checkbox
          label="Important"
          checked={values.isImportant}
          onChange={(event) => set('isImportant', event.target.checked)}
        />
        <Checkbox
          label="Urgent"
          checked={values.isUrgent}
          onChange={(event) => set('isUrgent', event.target.checked)}
        />
      </fieldset>
      <AiDetails task={task} />
      <div className="flex flex-col gap-3 rounded-xl bg-slate-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <Timer className="size-4 text-brand-600" aria-hidden="true" />
          {sessionProgressText(task.sessions)}
        </p>
        {running ? (
          <RunningIndicator>Session #{running.sessionOrder} is running</RunningIndicator>
        ) : task.completed ? (
          // As in the list: a task ticked off keeps its pending sessions, with nothing to start.
          <p className="text-sm font-medium text-emerald-700">{taskMessages.completed}</p>
        ) : (
          session && (
            <Button
              size="sm"
              variant="secondary"
              disabled={!onStart || sessionRunning}
              icon={session.status === 'interrupted' ? <RotateCcw /> : <Play />}
              onClick={() => onStart?.(session)}
            >
              {sessionActionLabel(session)}
            </Button>
          )
        )}
      </div>
    </form>
  );
}
