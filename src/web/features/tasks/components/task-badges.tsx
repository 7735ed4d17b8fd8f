import { clsx } from 'clsx';
import { useId, useState } from 'react';
import type { Priority } from '../../../../shared/domain/priority.ts';
import type { TaskStatus } from '../../../../shared/domain/task-status.ts';
import type { TaskRowView } from '../task-row-view.ts';
import { ICON_SHAPE, rowIcon } from './row-icons.ts';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset whitespace-nowrap';

const statusStyles: Record<TaskStatus, string> = {
  Processing: 'bg-violet-50 text-violet-800 ring-violet-200',
  Done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Active: 'bg-brand-50 text-brand-800 ring-brand-200',
  Paused: 'bg-amber-50 text-amber-900 ring-amber-200',
  Pending: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** The badge's dot, drawn by CSS before its word. */
const statusDots: Record<TaskStatus, string> = {
  Processing: 'before:bg-violet-500 motion-safe:before:animate-pulse',
  Done: 'before:bg-emerald-500',
  Active: 'before:bg-brand-500 motion-safe:before:animate-pulse',
  Paused: 'before:bg-amber-500',
  Pending: 'before:bg-slate-400',
};

/** The task's status badge: waiting for the AI, done, running, paused or pending. */
export function StatusBadge({ status, className }: { status: TaskStatus; className?: string }) {
  return (
    <span
      className={clsx(
        pill,
        'before:size-1.5 before:rounded-full',
        statusStyles[status],
        statusDots[status],
        className,
      )}
    >
      {status}
    </span>
  );
}

const priorityStyles: Record<Priority, string> = {
  High: 'bg-red-50 text-red-800 ring-red-200',
  Medium: 'bg-amber-50 text-amber-900 ring-amber-200',
  Low: 'bg-sky-50 text-sky-800 ring-sky-200',
};

/**
 * The task's one priority chip: the user's priority, else the AI's (marked with its sparkle).
 * The Eisenhower quadrant, the AI's urgency and whose judgement they are show in a tooltip on
 * hover and on keyboard focus, and are the chip's description for a screen reader.
 */
export function PriorityChip({ view }: { view: TaskRowView }) {
  const tooltipId = useId();
  // Escape hides the tooltip until the pointer or the focus leaves the chip and comes back.
  const [dismissed, setDismissed] = useState(false);
  const { priority, aiPriority } = view;
  return (
    <span className="group/chip relative inline-flex">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape dismisses the tooltip its focus shows. */}
      <span
        // Focusable so a keyboard reaches the tooltip; it does nothing else.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip's keyboard way in.
        tabIndex={0}
        aria-describedby={tooltipId}
        onPointerLeave={() => setDismissed(false)}
        onBlur={() => setDismissed(false)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // Hiding the tooltip is all this Escape does: the timer does not collapse too.
          event.preventDefault();
          setDismissed(true);
        }}
        style={aiPriority ? rowIcon('sparkles') : undefined}
        className={clsx(
          pill,
          aiPriority && [ICON_SHAPE, 'before:size-3 before:bg-current'],
          'min-h-6 cursor-help focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          priority ? priorityStyles[priority] : 'bg-white text-slate-600 ring-slate-300',
        )}
      >
        {view.priorityLabel}
        {aiPriority && <span className="sr-only"> (suggested by the AI)</span>}
      </span>
      <span
        id={tooltipId}
        role="tooltip"
        hidden={dismissed}
        className={clsx(
          'absolute top-full left-0 z-20 mt-1 hidden w-56 rounded-md bg-slate-900 px-2.5 py-1.5',
          'text-xs font-normal text-white shadow-lg group-focus-within/chip:block group-hover/chip:block',
        )}
      >
        {view.priorityDetails}
      </span>
    </span>
  );
}
