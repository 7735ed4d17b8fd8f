import { clsx } from 'clsx';
import { DueDateText, SessionControl, SessionProgress } from './row-cells.tsx';
import {
  CompletionCheckbox,
  DeleteTaskButton,
  DragHandle,
  TaskTitleButton,
} from './row-controls.tsx';
import { rowClickHandler } from './row-sorting.ts';
import { PriorityChip, StatusBadge } from './task-badges.tsx';
import { MoveToProjectButton, TaskPlaceChips } from './task-places.tsx';
import type { TaskItemProps } from './task-table-row.tsx';

/** Everything under the title sits in the title's column, across the buttons' columns too. */
const underTitle = 'col-span-3 col-start-3';

/**
 * One task of the narrow layout, a grid rather than nested boxes so it stays light: the handle,
 * the tick, the title and its two buttons on the first line, everything under the title lined up
 * with it. The badges come first, always in the same order (status, priority), so they sit in
 * the same place on every card.
 */
export function TaskCard({
  task,
  view,
  selected,
  fixedOrder,
  sorting,
  placement,
  ...actions
}: TaskItemProps) {
  const { setNodeRef, isDragging, style, handle } = sorting;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title button is the keyboard way in.
    <li
      ref={setNodeRef}
      style={{ ...style, marginTop: placement?.spaceBefore }}
      data-index={placement?.index}
      aria-setsize={placement?.count}
      aria-posinset={placement && placement.index + 1}
      onClick={rowClickHandler(task, actions.onSelect, view.temporary)}
      aria-current={selected ? 'true' : undefined}
      className={clsx(
        'grid grid-cols-[auto_auto_minmax(0,1fr)_auto_auto] items-start gap-x-1 rounded-xl border',
        'bg-white pt-2 pr-3 pb-3 pl-1.5 text-sm shadow-sm',
        selected ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200',
        isDragging && 'relative z-10 shadow-lg ring-1 ring-slate-300',
        view.temporary && 'bg-slate-50',
      )}
    >
      {!fixedOrder && <DragHandle {...handle} className="col-start-1 row-start-1" />}
      <CompletionCheckbox
        task={task}
        disabled={view.temporary}
        onToggle={actions.onToggleComplete}
        className="col-start-2 row-start-1 mt-1 pointer-coarse:mt-0"
      />
      <TaskTitleButton
        task={task}
        onSelect={actions.onSelect}
        className="col-start-3 row-start-1 mt-1.5 text-base"
      />
      <MoveToProjectButton
        task={task}
        disabled={view.temporary}
        className="col-start-4 row-start-1"
      />
      <DeleteTaskButton
        task={task}
        disabled={view.temporary}
        onDelete={actions.onDelete}
        className="col-start-5 row-start-1"
      />
      {(task.projectId !== null || task.labelIds.length > 0) && (
        <span className={underTitle}>
          <TaskPlaceChips task={task} />
        </span>
      )}
      <div className={clsx(underTitle, 'mt-2 flex flex-wrap items-center gap-1.5')}>
        <StatusBadge status={view.status} />
        <PriorityChip view={view} />
      </div>
      <DueDateText task={task} className={clsx(underTitle, 'mt-2 text-slate-600')} />
      <div
        className={clsx(
          'col-span-full mt-3 ml-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-2',
          'border-t border-slate-100 pt-3',
        )}
      >
        <SessionProgress task={task} view={view} className="text-xs text-slate-500" />
        <SessionControl task={task} view={view} onStart={actions.onStart} />
      </div>
    </li>
  );
}
