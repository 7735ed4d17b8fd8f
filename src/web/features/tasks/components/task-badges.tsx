import { clsx } from 'clsx';
import type { EisenhowerTag, Priority } from '../../../../shared/domain/priority.ts';
import type { TaskStatus } from '../../../../shared/domain/task-status.ts';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset whitespace-nowrap';

const statusStyles: Record<TaskStatus, string> = {
  Processing: 'bg-violet-50 text-violet-800 ring-violet-200',
  Done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Active: 'bg-brand-50 text-brand-800 ring-brand-200',
  Interrupted: 'bg-amber-50 text-amber-900 ring-amber-200',
  Pending: 'bg-slate-100 text-slate-700 ring-slate-200',
};

const statusDots: Record<TaskStatus, string> = {
  Processing: 'bg-violet-500 motion-safe:animate-pulse',
  Done: 'bg-emerald-500',
  Active: 'bg-brand-500 motion-safe:animate-pulse',
  Interrupted: 'bg-amber-500',
  Pending: 'bg-slate-400',
};

/** SPEC.md 4 'Task status badge'. */
export function StatusBadge({ status }: { status: TaskStatus }) {
  return (
    <span className={clsx(pill, statusStyles[status])}>
      <span className={clsx('size-1.5 rounded-full', statusDots[status])} aria-hidden="true" />
      {status}
    </span>
  );
}

const priorityStyles: Record<Priority, string> = {
  High: 'bg-red-50 text-red-800 ring-red-200',
  Medium: 'bg-amber-50 text-amber-900 ring-amber-200',
  Low: 'bg-sky-50 text-sky-800 ring-sky-200',
};

export function PriorityBadge({ priority, label }: { priority: Priority | null; label: string }) {
  return (
    <span
      className={clsx(
        pill,
        priority ? priorityStyles[priority] : 'bg-white text-slate-600 ring-slate-300',
      )}
    >
      {label}
    </span>
  );
}

const tagStyles: Record<EisenhowerTag, string> = {
  'Do First': 'bg-red-50 text-red-800 ring-red-200',
  Schedule: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  Delegate: 'bg-amber-50 text-amber-900 ring-amber-200',
  Eliminate: 'bg-slate-50 text-slate-600 ring-slate-200',
};

/** The Eisenhower matrix quadrant of the Important and Urgent flags. */
export function EisenhowerBadge({ tag, insight }: { tag: EisenhowerTag; insight?: string | null }) {
  // The AI's insight is a hover hint here; the edit dialog shows it in full.
  return (
    <span className={clsx(pill, tagStyles[tag])} title={insight ?? undefined}>
      {tag}
    </span>
  );
}
