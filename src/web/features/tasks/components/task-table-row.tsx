import { clsx } from 'clsx';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import type { TaskRowView } from '../task-row-view.ts';
import { DueDateText, SessionControl, SessionProgress } from './row-cells.tsx';
import {
  CompletionCheckbox,
  DeleteTaskButton,
  DragHandle,
  type TaskRowActions,
  TaskTitleButton,
} from './row-controls.tsx';
import { type RowSorting, rowClickHandler } from './row-sorting.ts';
import { PriorityChip, StatusBadge } from './task-badges.tsx';
import { MoveToProjectButton, TaskPlaceChips } from './task-places.tsx';

export interface TaskItemProps extends TaskRowActions {
  task: TaskListItem;
  view: TaskRowView;
  selected: boolean;
  /** The list keeps its own order (by time): no reorder handle. */
  fixedOrder?: boolean;
  /** Its node, motion and handle in drag and drop. */
  sorting: RowSorting;
  /** Where the row is in a virtual list, which renders only some of its rows. */
  placement?: RowPlacement;
}

export interface RowPlacement {
  index: number;
  /** How many rows the whole list has. */
  count: number;
  /** Room left above the row for rows not rendered, in px. */
  spaceBefore: number;
}

const cell = 'px-1.5 py-3 align-top first:pl-3 last:pr-3';
/** Lines a cell's first line up with the title's. */
const badgeCell = clsx(cell, 'pt-4.5');

/**
 * One row of the table, light enough for a long list: no wrapper elements (the handle and the
 * tick sit in the Task cell's padding, the chips flow after the title) and icons drawn by CSS.
 */
export function TaskTableRow({
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
    <tr
      ref={setNodeRef}
      style={style}
      data-index={placement?.index}
      // The header is the table's first row.
      aria-rowindex={placement && placement.index + 2}
      onClick={rowClickHandler(task, actions.onSelect, view.temporary)}
      aria-current={selected ? 'true' : undefined}
      className={clsx(
        'group border-b border-slate-100 text-sm last:border-b-0',
        view.temporary ? 'bg-slate-50/60' : 'cursor-pointer hover:bg-slate-50',
        selected && 'bg-brand-50/60 hover:bg-brand-50',
        isDragging && 'relative z-10 bg-white shadow-lg ring-1 ring-slate-200',
      )}
    >
      {/* The title starts where the Task heading does, after the handle and the tick (whose
          target is larger under a finger). */}
      <td
        className={clsx(
          'relative pt-4.5 pr-1.5 pb-3 align-top',
          fixedOrder ? 'pl-10 pointer-coarse:pl-15' : 'pl-19 pointer-coarse:pl-24',
        )}
      >
        {!fixedOrder && <DragHandle {...handle} className="absolute top-3 left-3" />}
        <CompletionCheckbox
          task={task}
          disabled={view.temporary}
          onToggle={actions.onToggleComplete}
          className={clsx('absolute top-4 pointer-coarse:top-3', fixedOrder ? 'left-3' : 'left-12')}
        />
        <TaskTitleButton task={task} onSelect={actions.onSelect} />
        <TaskPlaceChips task={task} />
      </td>
      <td className={badgeCell}>
        <DueDateText task={task} stacked />
      </td>
      <td className={badgeCell}>
        <PriorityChip view={view} />
      </td>
      <td className={cell}>
        <SessionControl task={task} view={view} onStart={actions.onStart} />
        <SessionProgress task={task} view={view} className="mt-1 block text-xs text-slate-500" />
      </td>
      <td className={clsx(cell, 'pt-3.5')}>
        {/* The badge, then Delete under it: the same place on every row, whatever the status. */}
        <StatusBadge status={view.status} className="mb-1 flex w-fit" />
        <DeleteTaskButton task={task} disabled={view.temporary} onDelete={actions.onDelete} />
        <MoveToProjectButton task={task} disabled={view.temporary} className="ml-1" />
      </td>
    </tr>
  );
}
