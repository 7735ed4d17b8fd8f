import { clsx } from 'clsx';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import type { TaskRowView } from '../task-row-view.ts';
import { DueDateText, NoValue, SessionControl } from './row-cells.tsx';
import {
  CompletionCheckbox,
  DeleteTaskButton,
  DragHandle,
  type TaskRowActions,
  TaskTitleButton,
} from './row-controls.tsx';
import { EisenhowerBadge, PriorityBadge, StatusBadge } from './task-badges.tsx';
import { rowClickHandler, useSortableTask } from './use-sortable-task.ts';

export interface TaskItemProps extends TaskRowActions {
  task: Task;
  view: TaskRowView;
  selected: boolean;
}

const cell = 'px-2 py-3 align-top first:pl-4 last:pr-4';

/** One row of the wide (>= 768 px) table. */
export function TaskTableRow({ task, view, selected, ...actions }: TaskItemProps) {
  const { setNodeRef, isDragging, style, handle } = useSortableTask(task, view.temporary);
  return (
    <tr
      ref={setNodeRef}
      style={style}
      onClick={rowClickHandler(task, actions.onSelect, view.temporary)}
      aria-current={selected ? 'true' : undefined}
      className={clsx(
        'group border-b border-slate-100 text-sm last:border-b-0',
        view.temporary ? 'bg-slate-50/60' : 'cursor-pointer hover:bg-slate-50',
        selected && 'bg-brand-50/60 hover:bg-brand-50',
        isDragging && 'relative z-10 bg-white shadow-lg ring-1 ring-slate-200',
      )}
    >
      <td className={cell}>
        <div className="flex items-start gap-1">
          <DragHandle {...handle} />
          <span className="flex h-8 items-center px-0.5">
            <CompletionCheckbox
              task={task}
              disabled={view.temporary}
              onToggle={actions.onToggleComplete}
            />
          </span>
          <div className="min-w-0 pt-1.5">
            <TaskTitleButton task={task} onSelect={actions.onSelect} />
          </div>
        </div>
      </td>
      <td className={clsx(cell, 'pt-4.5')}>
        <DueDateText task={task} stacked />
      </td>
      <td className={clsx(cell, 'pt-4.5')}>
        <PriorityBadge priority={view.priority} label={view.priorityLabel} />
      </td>
      <td className={cell}>
        <div className="flex flex-col items-start gap-1">
          <SessionControl task={task} view={view} onStart={actions.onStart} />
          <span className="flex flex-wrap gap-x-1 text-xs text-slate-500">
            <span>{view.sessionsText} ·</span>
            <span>{view.focusText}</span>
          </span>
        </div>
      </td>
      <td className={clsx(cell, 'pt-4.5')}>
        <EisenhowerBadge tag={view.tag} insight={task.aiInsights} />
      </td>
      <td className={clsx(cell, 'pt-4.5 text-slate-700')} title={task.aiTaskSummary ?? undefined}>
        {view.summary || <NoValue />}
      </td>
      <td className={clsx(cell, 'pt-4.5 text-slate-700')}>
        {task.aiPredictedUrgency ?? <NoValue />}
      </td>
      <td className={clsx(cell, 'pt-3.5')}>
        <div className="flex items-center justify-between gap-1">
          <StatusBadge status={view.status} />
          <DeleteTaskButton task={task} disabled={view.temporary} onDelete={actions.onDelete} />
        </div>
      </td>
    </tr>
  );
}
