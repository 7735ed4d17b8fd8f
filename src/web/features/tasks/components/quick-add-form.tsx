import { CalendarClock, Plus, Repeat, Timer, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { plannedSessionsText } from '../../../../shared/domain/session-count.ts';
import { DEFAULT_TASK_MINUTES } from '../../../../shared/domain/session-split.ts';
import { TASK_TITLE_MAX_LENGTH } from '../../../../shared/tasks.schemas.ts';
import { z } from '../../../../shared/zod.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatDueDate } from '../../../lib/due-date.ts';
import { type ShortcutHelp, useKeyboardShortcut } from '../../../lib/keyboard-shortcuts.ts';
import { useSessionLength } from '../../../lib/preferences.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { addFailureText, useCreateTask } from '../api/create-task.ts';
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

const QUICK_ADD_DRAFT = z.string();

const NO_IGNORED = { date: false, duration: false, repeat: false };

/** Listed in the '?' help while My Tasks is shown. */
export const QUICK_ADD_SHORTCUT: ShortcutHelp = {
  keys: ['n', 'q'],
  action: 'Add a task (quick add)',
};

/**
 * The inline add form at the top of the list. Dates and durations written in words
 * ('Write report tomorrow 3pm 50m') are read and shown as chips before the task is added;
 * dismissing a chip keeps those words in the title. Under the field, everything the task will
 * be saved with: its title, its due date if any, and its minutes, read or the default.
 * `compact`: the list is narrow (cards), and so is the field.
 */
export function QuickAddForm({ compact }: { compact: boolean }) {
  const previewId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Kept until the task is saved: an ended session or a reload loses none of it.
  const draft = useDraft('quick-add', '', QUICK_ADD_DRAFT);
  const { value: text, set: setText } = draft;
  const [ignore, setIgnore] = useState(NO_IGNORED);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateTask();
  const sessionLength = useSessionLength();
  const parseQuickAdd = useQuickAddParser();
  const parsed = useMemo(
    () =>
      parseQuickAdd(text, {
        ignoreDate: ignore.date,
        ignoreDuration: ignore.duration,
        ignoreRepeat: ignore.repeat,
      }),
    [parseQuickAdd, text, ignore],
  );
  const minutes = parsed.minutes ?? DEFAULT_TASK_MINUTES;
  const plan =
    sessionLength === undefined ? '' : ` · ${plannedSessionsText(minutes, sessionLength)}`;

  useKeyboardShortcut(QUICK_ADD_SHORTCUT, () => {
    inputRef.current?.focus();
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.title) {
      setError(taskMessages.titleEmpty);
      return;
    }
    setError(null);
    setFailure(null);
    // Exactly what the preview shows.
    const saving = create.mutateAsync({
      title: parsed.title,
      ...(parsed.dueDate ? { dueDate: parsed.dueDate.toISOString() } : {}),
      ...(parsed.repeat ? { repeat: parsed.repeat } : {}),
      minutes,
    });
    // The field empties at once, for the next task; a failure brings the text back (with the
    // chips the user had set aside) and says why, so it can be sent again.
    draft.clearWhenSaved(saving);
    const sent = { text, ignore };
    setIgnore(NO_IGNORED);
    saving.catch((reason: unknown) => {
      // Unless the next task is being typed already.
      if (!inputRef.current?.value) {
        setText(sent.text);
        setIgnore(sent.ignore);
      }
      setFailure(addFailureText(reason));
    });
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
          ref={inputRef}
          label="Quick add a task"
          hideLabel
          className="min-w-0 flex-1"
          name="quick-add"
          autoComplete="off"
          maxLength={TASK_TITLE_MAX_LENGTH}
          // A narrow field shows a shorter example, whole rather than cut.
          placeholder={
            compact
              ? 'Add a task, e.g. Call Ann 3pm'
              : 'Add a task, e.g. Write report tomorrow 3pm 50m'
          }
          value={text}
          error={error}
          aria-describedby={parsed.title ? previewId : undefined}
          aria-keyshortcuts="n q"
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
            setFailure(null);
            if (!event.target.value.trim()) setIgnore(NO_IGNORED);
          }}
        />
        <Button type="submit" icon={<Plus aria-hidden="true" />}>
          <span className="sr-only sm:not-sr-only">Add</span>
        </Button>
      </div>
      <Notice tone="error">{failure}</Notice>
      {parsed.title && (
        <div id={previewId} className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="min-w-0 wrap-anywhere">
            Adds <strong className="font-semibold text-slate-900">{parsed.title}</strong>
          </span>
          {(parsed.dueDate !== null || parsed.minutes !== null) && (
            <ul aria-label="Read from your text" className="flex flex-wrap gap-2">
              {parsed.repeat && (
                <Chip
                  icon={<Repeat className="size-3.5" aria-hidden="true" />}
                  removeLabel={`Keep "${parsed.repeatText}" in the title`}
                  onRemove={() => setIgnore((current) => ({ ...current, repeat: true }))}
                >
                  {parsed.repeatWords}
                  {/* A first date the repeat alone gave is said with it. */}
                  {parsed.dueText === null &&
                    parsed.dueDate &&
                    `, first ${formatDueDate(parsed.dueDate.toISOString())}`}
                </Chip>
              )}
              {parsed.dueDate && parsed.dueText !== null && (
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
                  {parsed.minutes} min{plan}
                </Chip>
              )}
            </ul>
          )}
          {parsed.dueDate === null && <span>No due date</span>}
          {parsed.minutes === null && (
            <span>
              {minutes} min{plan}
            </span>
          )}
        </div>
      )}
    </form>
  );
}
