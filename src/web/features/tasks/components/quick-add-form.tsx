import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CalendarClock, Flag, Folder, Plus, Repeat, Tag, Timer, X } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { plannedSessionsText } from '../../../../shared/domain/session-count.ts';
import { DEFAULT_TASK_MINUTES } from '../../../../shared/domain/session-split.ts';
import type { Label, Project } from '../../../../shared/projects.schemas.ts';
import { TASK_TITLE_MAX_LENGTH } from '../../../../shared/task-title-rule.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatDueDate } from '../../../lib/due-date.ts';
import { type ShortcutHelp, useKeyboardShortcut } from '../../../lib/keyboard-shortcuts.ts';
import { useSessionLength } from '../../../lib/preferences.ts';
import { PROJECT_DOT_CLASSES } from '../../../lib/project-colors.ts';
import { useLabels, useProjects } from '../../../lib/projects.ts';
import { TEXT_DRAFT, useDraft } from '../../../lib/use-draft.ts';
import { addFailureText, useCreateTask } from '../api/create-task.ts';
import { ensureLabels, ensureProject } from '../api/places.ts';
import { taskMessages } from '../messages.ts';
import { activeToken, pickPlace, suggestPlaces } from '../quick-add-places.ts';
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

const NO_IGNORED = {
  date: false,
  duration: false,
  repeat: false,
  project: false,
  labels: false,
  priority: false,
};
const NO_PROJECTS: readonly Project[] = [];
const NO_LABELS: readonly Label[] = [];

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
export function QuickAddForm({
  compact,
  defaultProjectId = null,
}: {
  compact: boolean;
  /** The project a line without '#' goes to: the one the page shows; else the Inbox. */
  defaultProjectId?: string | null;
}) {
  const previewId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Kept until the task is saved: an ended session or a reload loses none of it.
  const draft = useDraft('quick-add', '', TEXT_DRAFT);
  const { value: text, set: setText } = draft;
  const [ignore, setIgnore] = useState(NO_IGNORED);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateTask();
  const queryClient = useQueryClient();
  const sessionLength = useSessionLength();
  const parseQuickAdd = useQuickAddParser();
  const projects = useProjects().data?.projects ?? NO_PROJECTS;
  const labels = useLabels().data ?? NO_LABELS;
  const parsed = useMemo(
    () =>
      parseQuickAdd(text, {
        ignoreDate: ignore.date,
        ignoreDuration: ignore.duration,
        ignoreRepeat: ignore.repeat,
        ignoreProject: ignore.project,
        ignoreLabels: ignore.labels,
        ignorePriority: ignore.priority,
        projects,
        labels,
      }),
    [parseQuickAdd, text, ignore, projects, labels],
  );
  const pageProject = projects.find((project) => project.id === defaultProjectId);
  const shownProject = parsed.project
    ? (projects.find((project) => project.id === parsed.project?.id) ?? null)
    : null;

  // Autocompletion of the '#project' or '@label' the caret is in.
  const [caret, setCaret] = useState(0);
  const [focused, setFocused] = useState(false);
  const [closed, setClosed] = useState(false);
  const [active, setActive] = useState({ key: '', index: 0 });
  const token = activeToken(text, caret);
  const suggestions: readonly (Project | Label)[] = token
    ? suggestPlaces<Project | Label>(token.kind === 'project' ? projects : labels, token.query)
    : [];
  const tokenKey = token ? `${token.kind}${token.start}:${token.query}` : '';
  // Typing on moves the highlight back to the first name.
  if (active.key !== tokenKey) setActive({ key: tokenKey, index: 0 });
  const activeIndex = active.key === tokenKey ? active.index : 0;
  const open = focused && !closed && token !== null && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function pick(name: string) {
    if (!token) return;
    const next = pickPlace(text, token, caret, name);
    setText(next.text);
    setCaret(next.caret);
    // The field shows the new text first; the caret then goes after the name.
    pendingCaret.current = next.caret;
    inputRef.current?.focus();
  }

  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingCaret.current === null) return;
    inputRef.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!token || suggestions.length === 0) return;
      event.preventDefault();
      if (!open) {
        setClosed(false);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const index = (activeIndex + step + suggestions.length) % suggestions.length;
      setActive({ key: tokenKey, index });
      return;
    }
    if (!open) return;
    if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      const chosen = suggestions[activeIndex];
      if (chosen) pick(chosen.name);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setClosed(true);
    }
  }
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
    const read = parsed;
    // Exactly what the preview shows. Projects and labels it names that do not exist yet are
    // created first.
    const saving = (async () => {
      const projectId = read.project
        ? await ensureProject(queryClient, read.project)
        : defaultProjectId;
      const labelIds = await ensureLabels(queryClient, read.labels);
      return create.mutateAsync({
        title: read.title,
        ...(read.dueDate ? { dueDate: read.dueDate.toISOString() } : {}),
        ...(read.repeat ? { repeat: read.repeat } : {}),
        minutes,
        ...(projectId ? { projectId } : {}),
        ...(labelIds.length > 0 ? { labelIds } : {}),
        ...(read.priority ? { userOverriddenPriority: read.priority } : {}),
      });
    })();
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
        <div className="relative min-w-0 flex-1">
          <Input
            ref={inputRef}
            label="Quick add a task"
            hideLabel
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open ? optionId(activeIndex) : undefined}
            onKeyDown={handleKeyDown}
            onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
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
              setCaret(event.target.selectionStart ?? event.target.value.length);
              setClosed(false);
              setError(null);
              setFailure(null);
              if (!event.target.value.trim()) setIgnore(NO_IGNORED);
            }}
          />
          {open && token && (
            <div
              id={listId}
              role="listbox"
              aria-label={token.kind === 'project' ? 'Projects' : 'Labels'}
              className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
            >
              {suggestions.map((place, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the field's arrow keys and Enter pick, as a combobox does.
                <div
                  key={place.id}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === activeIndex}
                  // The field keeps the focus (and its caret) while a name is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(place.name)}
                  className={clsx(
                    'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800',
                    index === activeIndex ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-50',
                  )}
                >
                  {token.kind === 'project' ? (
                    <span
                      aria-hidden="true"
                      className={clsx(
                        'size-2.5 shrink-0 rounded-full',
                        PROJECT_DOT_CLASSES[place.color],
                      )}
                    />
                  ) : (
                    <span aria-hidden="true" className="text-slate-500">
                      @
                    </span>
                  )}
                  <span className="min-w-0 wrap-anywhere">{place.name}</span>
                </div>
              ))}
            </div>
          )}
        </div>
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
          {(parsed.dueDate !== null ||
            parsed.minutes !== null ||
            parsed.project !== null ||
            parsed.labels.length > 0 ||
            parsed.priority !== null) && (
            <ul aria-label="Read from your text" className="flex flex-wrap gap-2">
              {parsed.project && (
                <Chip
                  icon={
                    shownProject ? (
                      <span
                        aria-hidden="true"
                        className={clsx(
                          'size-2.5 rounded-full',
                          PROJECT_DOT_CLASSES[shownProject.color],
                        )}
                      />
                    ) : (
                      <Folder className="size-3.5" aria-hidden="true" />
                    )
                  }
                  removeLabel={`Keep "${parsed.projectText}" in the title`}
                  onRemove={() => setIgnore((current) => ({ ...current, project: true }))}
                >
                  {shownProject?.name ?? parsed.project.name}
                  {parsed.project.id === null && ' (new project)'}
                </Chip>
              )}
              {parsed.labels.length > 0 && (
                <Chip
                  icon={<Tag className="size-3.5" aria-hidden="true" />}
                  removeLabel={`Keep ${parsed.labels.map((label) => `"@${label.name}"`).join(', ')} in the title`}
                  onRemove={() => setIgnore((current) => ({ ...current, labels: true }))}
                >
                  {parsed.labels
                    .map((label) => `@${label.name}${label.id === null ? ' (new)' : ''}`)
                    .join(', ')}
                </Chip>
              )}
              {parsed.priority && (
                <Chip
                  icon={<Flag className="size-3.5" aria-hidden="true" />}
                  removeLabel={`Keep "${parsed.priorityText}" in the title`}
                  onRemove={() => setIgnore((current) => ({ ...current, priority: true }))}
                >
                  {parsed.priority} priority
                </Chip>
              )}
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
          {parsed.project === null && pageProject && <span>In {pageProject.name}</span>}
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
