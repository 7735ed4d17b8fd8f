import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { dueDateParts, isOverdue } from '../../../lib/due-date.ts';
import { useEachMinute } from '../../../lib/use-each-minute.ts';
import { repeatOf, useRepeatWords } from '../repeat/use-repeat-words.ts';
import { runningSession, type TaskRowView } from '../task-row-view.ts';
import type { TaskRowActions } from './row-controls.tsx';
import { ICON_BEFORE, ICON_MASK, rowIcon } from './row-icons.ts';

/** Says a session is running (on any device): a pulsing dot, drawn by CSS, and `children`. */
export function RunningIndicator({ children }: { children: ReactNode }) {
  return (
    <span
      className={clsx(
        'relative inline-flex items-center gap-2 text-sm font-medium whitespace-nowrap text-brand-700',
        'before:size-2.5 before:shrink-0 before:rounded-full before:bg-brand-600',
        'after:absolute after:left-0 after:size-2.5 after:rounded-full after:bg-brand-400',
        'after:opacity-75 motion-safe:after:animate-ping',
      )}
    >
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
      <span
        style={rowIcon('timer')}
        className={clsx(
          ICON_MASK,
          'inline-flex items-start gap-1.5 text-sm font-medium text-slate-700',
          'before:mt-0.5 before:bg-emerald-600',
        )}
      >
        {view.sessionCount}
      </span>
    );
  }
  const session = start.session;
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={view.temporary}
      disabled={start.disabled || !onStart || !session}
      style={rowIcon(session?.status === 'interrupted' ? 'resume' : 'play')}
      onClick={() => session && onStart?.(task, session)}
      aria-label={`${start.label} ${task.title}`}
      // A row's main action: 44 px tall under a finger. The spinner stands in for the icon.
      className={clsx('pointer-coarse:h-11', !view.temporary && ICON_BEFORE)}
    >
      {start.label}
    </Button>
  );
}

/**
 * A day that may break after its commas but never inside 'Nov 25', so any date fits a narrow
 * column, however long the day's names or whether a year shows.
 */
function unbrokenWords(day: string): string {
  return day.replaceAll(', ', ',\n').replaceAll(' ', '\u00a0').replaceAll(',\n', ', ');
}

/**
 * The due date: the day, then the time (under it when `stacked`, for the table's narrow
 * column), a repeating task's icon with its rule in words on hover, and for a screen reader the
 * rule and whether it is overdue.
 */
export function DueDateText({
  task,
  stacked = false,
  className,
}: {
  task: TaskListItem;
  stacked?: boolean;
  className?: string;
}) {
  useEachMinute();
  const parts = task.dueDate ? dueDateParts(task.dueDate) : null;
  const words = useRepeatWords(repeatOf(task));
  if (!task.dueDate || !parts) {
    // The table's narrow column shows the dash its other empty cells show.
    return stacked ? (
      <NoValue label="No due date" />
    ) : (
      <span className={clsx('whitespace-nowrap text-slate-500', className)}>No due date</span>
    );
  }
  const overdue = isOverdue(task.dueDate, task.completed);
  const spoken = [
    task.repeatRule !== null && words ? `, ${words}` : '',
    overdue ? ' (overdue)' : '',
  ]
    .join('')
    .trim();
  return (
    <time
      dateTime={task.dueDate}
      className={clsx('block', overdue ? 'font-medium text-red-700' : 'text-slate-700', className)}
    >
      {unbrokenWords(parts.day)}
      {!stacked && ', '}
      <span
        title={task.repeatRule !== null ? (words ?? undefined) : undefined}
        style={task.repeatRule !== null ? rowIcon('repeat') : undefined}
        className={clsx(
          'whitespace-nowrap',
          stacked ? 'block text-xs text-slate-500' : 'inline-block',
          task.repeatRule !== null &&
            'after:ml-1 after:inline-block after:size-3.5 after:bg-slate-500 after:align-[-2px]',
          task.repeatRule !== null && 'after:[mask:var(--row-icon)_center/contain_no-repeat]',
        )}
      >
        {parts.time}
      </span>
      {spoken && <span className="sr-only"> {spoken}</span>}
    </time>
  );
}

/** An empty cell: a dash to the eye, words to a screen reader. */
export function NoValue({ label = 'None yet' }: { label?: string }) {
  return (
    <span className="text-slate-400 before:content-['—'_/_'']">
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
    <span className={className}>
      {view.sessionsText} · {view.focusText}
    </span>
  );
}
