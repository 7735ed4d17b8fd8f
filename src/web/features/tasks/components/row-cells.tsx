import { clsx } from 'clsx';
import { Play, Repeat, RotateCcw, Timer } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { dueDateParts, isOverdue } from '../../../lib/due-date.ts';
import { repeatOf, useRepeatWords } from '../repeat/use-repeat-words.ts';
import { runningSession, type TaskRowView } from '../task-row-view.ts';
import type { TaskRowActions } from './row-controls.tsx';

/** Says a session is running (on any device): a pulsing dot and `children`. */
export function RunningIndicator({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm font-medium whitespace-nowrap text-brand-700">
      <span className="relative flex size-2.5" aria-hidden="true">
        <span className="absolute inline-flex size-full rounded-full bg-brand-400 opacity-75 motion-safe:animate-ping" />
        <span className="relative inline-flex size-2.5 rounded-full bg-brand-600" />
      </span>
      {children}
    </span>
  );
}

/**
 * The Start/Resume button, 'Running #n' while the task's session runs, or the session count
 * when nothing is left to start.
 */
export function SessionControl({
  task,
  view,
  onStart,
}: {
  task: TaskListItem;
  view: TaskRowView;
  onStart: TaskRowActions['onStart'];
}) {
  const { start } = view;
  const running = runningSession(task);
  if (running) return <RunningIndicator>Running #{running.sessionOrder}</RunningIndicator>;
  if (!start) {
    return (
      <span className="inline-flex items-start gap-1.5 text-sm font-medium text-slate-700">
        <Timer className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        {view.sessionCount}
      </span>
    );
  }
  const session = start.session;
  const Icon = session?.status === 'interrupted' ? RotateCcw : Play;
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={view.temporary}
      disabled={start.disabled || !onStart || !session}
      icon={<Icon aria-hidden="true" />}
      onClick={() => session && onStart?.(task, session)}
      aria-label={`${start.label} ${task.title}`}
      // A row's main action: 44 px tall under a finger.
      className="pointer-coarse:h-11"
    >
      {start.label}
    </Button>
  );
}

export function DueDateText({ task, stacked = false }: { task: TaskListItem; stacked?: boolean }) {
  const parts = task.dueDate ? dueDateParts(task.dueDate) : null;
  if (!task.dueDate || !parts) {
    // The table's narrow column shows the dash its other empty cells show.
    return stacked ? (
      <NoValue label="No due date" />
    ) : (
      <span className="whitespace-nowrap text-slate-500">No due date</span>
    );
  }
  const overdue = isOverdue(task.dueDate, task.completed);
  return (
    <time
      dateTime={task.dueDate}
      className={clsx(
        'inline-flex gap-x-1',
        stacked ? 'flex-col' : 'flex-wrap',
        overdue ? 'font-medium text-red-700' : 'text-slate-700',
      )}
    >
      <span className={clsx(!stacked && 'whitespace-nowrap')}>
        {stacked ? <DayWords day={parts.day} /> : parts.day}
        {!stacked && ','}
      </span>
      <span className={clsx('whitespace-nowrap', stacked && 'text-xs text-slate-500')}>
        {parts.time}
        {task.repeatRule !== null && <RepeatMark task={task} />}
      </span>
      {overdue && <span className="sr-only"> (overdue)</span>}
    </time>
  );
}

/** A repeating task's icon beside its due date: its rule in words on hover and to a reader. */
function RepeatMark({ task }: { task: TaskListItem }) {
  const words = useRepeatWords(repeatOf(task));
  return (
    <span title={words ?? undefined} className="ml-1 inline-flex align-[-2px] text-slate-500">
      <Repeat className="size-3.5" aria-hidden="true" />
      <span className="sr-only">, {words}</span>
    </span>
  );
}

/**
 * A day in a narrow column: 'Wed, Nov 25, 2027' may break after its commas but never inside
 * 'Nov 25', so any date fits the column, however long the day's names or whether a year shows.
 */
function DayWords({ day }: { day: string }) {
  const words = day.split(', ');
  // The space stays outside the unbreakable words: it is where a line may end.
  return words.map((word, index) => (
    <Fragment key={word}>
      {index > 0 && ' '}
      <span className="whitespace-nowrap">
        {word}
        {index < words.length - 1 && ','}
      </span>
    </Fragment>
  ));
}

/** An empty cell: a dash to the eye, words to a screen reader. */
export function NoValue({ label = 'None yet' }: { label?: string }) {
  return (
    <span className="text-slate-400">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * The planned sessions and focus minutes, beside the Start/Resume button or the running session;
 * nothing when there is nothing left to start, since the session count says it already.
 */
export function SessionProgress({
  task,
  view,
  className,
}: {
  task: TaskListItem;
  view: TaskRowView;
  className?: string;
}) {
  if (!view.start && !runningSession(task)) return null;
  return (
    <span className={clsx('flex flex-wrap gap-x-1', className)}>
      <span>{view.sessionsText} ·</span>
      <span>{view.focusText}</span>
    </span>
  );
}
