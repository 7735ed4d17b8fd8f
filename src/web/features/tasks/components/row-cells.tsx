import { clsx } from 'clsx';
import { Play, RotateCcw, Timer } from 'lucide-react';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { dueDateParts, isOverdue } from '../due-date.ts';
import type { TaskRowView } from '../task-row-view.ts';
import type { TaskRowActions } from './row-controls.tsx';

/** The Start/Resume button, or the session count when nothing is left to start. */
export function SessionControl({
  task,
  view,
  onStart,
}: {
  task: Task;
  view: TaskRowView;
  onStart: TaskRowActions['onStart'];
}) {
  const { start } = view;
  if (!start) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <Timer className="size-4 text-emerald-600" aria-hidden="true" />
        {view.sessionCount}
        <span className="text-xs font-normal text-slate-500">pomodoros</span>
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
    >
      {start.label}
    </Button>
  );
}

export function DueDateText({ task, stacked = false }: { task: Task; stacked?: boolean }) {
  const parts = task.dueDate ? dueDateParts(task.dueDate) : null;
  if (!task.dueDate || !parts)
    return <span className="whitespace-nowrap text-slate-500">No due date</span>;
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
      <span className="whitespace-nowrap">
        {parts.day}
        {!stacked && ','}
      </span>
      <span className={clsx('whitespace-nowrap', stacked && 'text-xs text-slate-500')}>
        {parts.time}
      </span>
      {overdue && <span className="sr-only"> (overdue)</span>}
    </time>
  );
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
