import { clsx } from 'clsx';
import { DueDateText, SessionControl, SessionProgress } from './row-cells.tsx';
import {
  CompletionCheckbox,
  DeleteTaskButton,
  DragHandle,
  TaskTitleButton,
} from './row-controls.tsx';
import { PriorityChip, StatusBadge } from './task-badges.tsx';
import { MoveToProjectButton, TaskPlaceChips } from './task-places.tsx';
import type { TaskItemProps } from './task-table-row.tsx';
import { rowClickHandler, useSortableTask } from './use-sortable-task.ts';

/**
 * One task of the narrow layout. Everything under the title lines up with it, and the badges
 * come first, always in the same order (status, priority), so they sit in the same place on
 * every card.
 */
export function TaskCard({
  task,
  view,
  selected,
  fixedOrder,
  handleLabel,
  ...actions
}: TaskItemProps) {
  const { setNodeRef, isDragging, style, handle } = useSortableTask(
    task,
    view.temporary || fixedOrder === true,
    handleLabel,
  );
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
        {!fixedOrder && <DragHandle {...handle} />}
        <span className="flex min-h-8 items-center">
          <CompletionCheckbox
            task={task}
            disabled={view.temporary}
            onToggle={actions.onToggleComplete}
          />
        </span>
        <div className="min-w-0 flex-1 pt-1.5">
          <TaskTitleButton task={task} onSelect={actions.onSelect} />
          <TaskPlaceChips task={task} className="mt-1" />
        </div>
        <MoveToProjectButton task={task} disabled={view.temporary} />
        <DeleteTaskButton task={task} disabled={view.temporary} onDelete={actions.onDelete} />
      </div>
      <div className="flex flex-col gap-2 pt-2 pl-[3.625rem] text-sm pointer-coarse:pl-[4.875rem]">
        <div className="flex flex-wrap items-center gap-1.5">
          <StatusBadge status={view.status} />
          <PriorityChip view={view} />
        </div>
        <div className="text-slate-600">
          <DueDateText task={task} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-slate-100 pt-3">
        <SessionProgress task={task} view={view} className="text-xs text-slate-500" />
        <SessionControl task={task} view={view} onStart={actions.onStart} />
      </div>
    </li>
  );
}
