import { Play, RotateCcw, Timer } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { nextSession, sessionActionLabel } from '../../../../shared/domain/next-session.ts';
import { aiPriorityOptionLabel, PRIORITIES } from '../../../../shared/domain/priority.ts';
import { sessionProgressText } from '../../../../shared/domain/session-count.ts';
import type { PomodoroSession, Task, UpdateTask } from '../../../../shared/tasks.schemas.ts';
import { TASK_TITLE_MAX_LENGTH } from '../../../../shared/tasks.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { type EditValues, editChanges, editValuesOf, readPriority } from '../edit-changes.ts';
import { AiDetails } from './ai-details.tsx';

export interface EditTaskFormProps {
  id: string;
  task: Task;
  failure: string | null;
  sessionRunning: boolean;
  onSave: (changes: UpdateTask) => void;
  onStart?: (session: PomodoroSession) => void;
}

export function EditTaskForm({
  id,
  task,
  failure,
  sessionRunning,
  onSave,
  onStart,
}: EditTaskFormProps) {
  const [values, setValues] = useState<EditValues>(() => editValuesOf(task));
  const [titleError, setTitleError] = useState<string | null>(null);
  const set = <K extends keyof EditValues>(field: K, value: EditValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const session = nextSession(task.sessions);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = editChanges(task, values);
    if (!result.ok) {
      setTitleError(result.error);
      return;
    }
    setTitleError(null);
    onSave(result.changes);
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
        error={titleError}
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
          <optgroup label="AI choice">
            <option value="">{aiPriorityOptionLabel(task.aiPredictedPriority)}</option>
          </optgroup>
          <optgroup label="Your choice">
            {[...PRIORITIES].reverse().map((priority) => (
              <option key={priority} value={priority}>
                {priority}
              </option>
            ))}
          </optgroup>
        </Select>
        <Input
          label="Due date"
          name="due-date"
          type="datetime-local"
          value={values.dueDate}
          onChange={(event) => set('dueDate', event.target.value)}
        />
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">Eisenhower flags</legend>
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
        {session && (
          <Button
            size="sm"
            variant="secondary"
            disabled={!onStart || sessionRunning}
            icon={session.status === 'interrupted' ? <RotateCcw /> : <Play />}
            onClick={() => onStart?.(session)}
          >
            {sessionActionLabel(session)}
          </Button>
        )}
      </div>
    </form>
  );
}
