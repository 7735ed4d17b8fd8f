import { clsx } from 'clsx';
import { Sparkles } from 'lucide-react';
import type { EisenhowerTag } from '../../../../shared/domain/eisenhower.ts';
import type { Priority } from '../../../../shared/domain/priority.ts';
import type { TaskStatus } from '../../../../shared/domain/task-status.ts';
import type { RowTag } from '../task-row-view.ts';
import { NoValue } from './row-cells.tsx';

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

/** The task's status badge. */
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

/**
 * The Eisenhower quadrant: of the user's flags, or of the AI's ratings until the user sets them,
 * marked with the AI's sparkle and saying so on hover and to screen readers.
 */
export function EisenhowerBadge({ tag }: { tag: RowTag | null }) {
  if (!tag) return <NoValue label="Not rated yet" />;
  const suggested = tag.source === 'ai';
  return (
    <span className={clsx(pill, tagStyles[tag.tag])} title={tag.hint}>
      {suggested && <Sparkles className="size-3" aria-hidden="true" />}
      {tag.tag}
      {suggested && <span className="sr-only"> (suggested by the AI)</span>}
    </span>
  );
}
