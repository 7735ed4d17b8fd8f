import { CalendarClock, Plus, Timer, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { plannedSessionsText } from '../../../../shared/domain/session-count.ts';
import { TASK_TITLE_MAX_LENGTH } from '../../../../shared/tasks.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSessionLength } from '../../../lib/preferences.ts';
import { useCreateTask } from '../api/create-task.ts';
import { formatDueDate } from '../due-date.ts';
import { taskMessages } from '../messages.ts';
import { useQuickAddParser } from '../use-quick-add-parser.ts';

function Chip({
  icon,
  children,
  removeLabel,
  onRemove,
}: {
  icon: ReactNode;
  children: ReactNode;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 py-1 pr-1 pl-2.5 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset">
      {icon}
      {children}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        title={removeLabel}
        className="inline-flex size-5 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The inline add form at the top of the list. Dates and durations written in words
 * ('Write report tomorrow 3pm 50m') are read and shown as chips before the task is added;
 * dismissing a chip keeps those words in the title.
 */
export function QuickAddForm() {
  const chipsId = useId();
  const [text, setText] = useState('');
  const [ignore, setIgnore] = useState({ date: false, duration: false });
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTask();
  const sessionLength = useSessionLength();
  const parseQuickAdd = useQuickAddParser();
  const parsed = useMemo(
    () => parseQuickAdd(text, { ignoreDate: ignore.date, ignoreDuration: ignore.duration }),
    [parseQuickAdd, text, ignore],
  );
  const hasChips = parsed.dueDate !== null || parsed.minutes !== null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.title) {
      setError(taskMessages.titleEmpty);
      return;
    }
    setError(null);
    create.mutate({
      title: parsed.title,
      ...(parsed.dueDate ? { dueDate: parsed.dueDate.toISOString() } : {}),
      ...(parsed.minutes !== null ? { minutes: parsed.minutes } : {}),
    });
    setText('');
    setIgnore({ date: false, duration: false });
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="Quick add a task"
      className="flex flex-col gap-2"
    >
      <div className="flex items-start gap-2">
        <Input
          label="Quick add a task"
          hideLabel
          className="flex-1"
          name="quick-add"
          autoComplete="off"
          maxLength={TASK_TITLE_MAX_LENGTH}
          placeholder="Add a task, e.g. Write report tomorrow 3pm 50m"
          value={text}
          error={error}
          aria-describedby={hasChips ? chipsId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
            if (!event.target.value.trim()) setIgnore({ date: false, duration: false });
          }}
        />
        <Button type="submit" icon={<Plus aria-hidden="true" />}>
          Add
        </Button>
      </div>
      {hasChips && (
        <div id={chipsId} className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>
            Adds <strong className="font-semibold text-slate-900">{parsed.title}</strong>
          </span>
          <ul aria-label="Read from your text" className="flex flex-wrap gap-2">
            {parsed.dueDate && (
              <Chip
                icon={<CalendarClock className="size-3.5" aria-hidden="true" />}
                removeLabel={`Keep "${parsed.dueText}" in the title`}
                onRemove={() => setIgnore((current) => ({ ...current, date: true }))}
              >
                Due {formatDueDate(parsed.dueDate.toISOString())}
              </Chip>
            )}
            {parsed.minutes !== null && (
              <Chip
                icon={<Timer className="size-3.5" aria-hidden="true" />}
                removeLabel={`Keep "${parsed.durationText}" in the title`}
                onRemove={() => setIgnore((current) => ({ ...current, duration: true }))}
              >
                {parsed.minutes} min
                {sessionLength !== undefined &&
                  ` · ${plannedSessionsText(parsed.minutes, sessionLength)}`}
              </Chip>
            )}
          </ul>
        </div>
      )}
    </form>
  );
}
