import { clsx } from 'clsx';
import { Sparkles } from 'lucide-react';
import { DueDateText, SessionControl } from './row-cells.tsx';
import {
  CompletionCheckbox,
  DeleteTaskButton,
  DragHandle,
  TaskTitleButton,
} from './row-controls.tsx';
import { EisenhowerBadge, PriorityBadge, StatusBadge } from './task-badges.tsx';
import type { TaskItemProps } from './task-table-row.tsx';
import { rowClickHandler, useSortableTask } from './use-sortable-task.ts';

/** One task of the narrow (< 768 px) layout. */
export function TaskCard({ task, view, selected, ...actions }: TaskItemProps) {
  const { setNodeRef, isDragging, style, handle } = useSortableTask(task, view.temporary);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title button is the keyboard way in.
    <li
      ref={setNodeRef}
      style={style}
      onClick={rowClickHandler(task, actions.onSelect, view.temporary)}
      aria-current={selected ? 'true' : undefined}
      className={clsx(
        'rounded-xl border bg-white px-3 pt-2 pb-3 shadow-sm',
        selected ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200',
        isDragging && 'relative z-10 shadow-lg ring-1 ring-slate-300',
        view.temporary && 'bg-slate-50',
      )}
    >
      <div className="-ml-1.5 flex items-start gap-1">
        <DragHandle {...handle} />
        <span className="flex h-8 items-center px-1">
          <CompletionCheckbox
            task={task}
            disabled={view.temporary}
            onToggle={actions.onToggleComplete}
          />
        </span>
        <div className="min-w-0 flex-1 pt-1.5">
          <TaskTitleButton task={task} onSelect={actions.onSelect} />
        </div>
        <DeleteTaskButton task={task} disabled={view.temporary} onDelete={actions.onDelete} />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <DueDateText task={task} />
        <StatusBadge status={view.status} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <PriorityBadge priority={view.priority} label={view.priorityLabel} />
        <EisenhowerBadge tag={view.tag} insight={task.aiInsights} />
        {task.aiPredictedUrgency && (
          <span className="text-xs text-slate-600">Urgency: {task.aiPredictedUrgency}</span>
        )}
      </div>
      {view.summary && (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-600">
          <Sparkles className="mt-0.5 size-3.5 shrink-0 text-violet-500" aria-hidden="true" />
          <span>
            <span className="sr-only">AI summary: </span>
            {view.summary}
          </span>
        </p>
      )}
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <span className="text-xs text-slate-500">
          {view.sessionsText} · {view.focusText}
        </span>
        <SessionControl task={task} view={view} onStart={actions.onStart} />
      </div>
    </li>
  );
}
