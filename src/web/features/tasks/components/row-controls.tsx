import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { clsx } from 'clsx';
import { type Ref, useState } from 'react';
import { isUnsavedTask } from '../../../../shared/domain/next-session.ts';
import type { SessionHead, TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { ICON_BEFORE, rowIcon } from './row-icons.ts';

export interface TaskRowActions {
  onSelect: (task: TaskListItem) => void;
  onToggleComplete: (task: TaskListItem, completed: boolean) => void;
  onDelete: (task: TaskListItem) => void;
  /** Starts or resumes a session; without it the Start/Resume button is disabled. */
  onStart?: (task: TaskListItem, session: SessionHead) => void;
}

/** A row's main actions (complete, start, delete) take 44 px under a finger, as touch needs. */
export const ROW_ACTION_TOUCH = 'pointer-coarse:size-11';

export interface DragHandleProps {
  /** What the handle says it does, with the task's title. */
  label: string;
  disabled: boolean;
  /** dnd-kit's parts of the handle, once drag and drop has loaded. */
  handleRef?: Ref<HTMLButtonElement>;
  attributes?: DraggableAttributes;
  listeners?: DraggableSyntheticListeners;
}

/** A row's icon button: 32 px, its icon drawn by CSS. */
export const ROW_ICON_BUTTON =
  `${ICON_BEFORE} inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 ` +
  'transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed ' +
  'disabled:opacity-40 disabled:hover:bg-transparent';

export function DragHandle({
  label,
  disabled,
  handleRef,
  attributes,
  listeners,
  className,
}: DragHandleProps & { className?: string }) {
  return (
    <button
      ref={handleRef}
      type="button"
      {...attributes}
      {...listeners}
      disabled={disabled}
      aria-label={label}
      style={rowIcon('grip')}
      className={clsx(
        ROW_ICON_BUTTON,
        'cursor-grab touch-manipulation active:cursor-grabbing',
        className,
      )}
    />
  );
}

export function CompletionCheckbox({
  task,
  disabled,
  onToggle,
  className,
}: {
  task: TaskListItem;
  disabled: boolean;
  onToggle: TaskRowActions['onToggleComplete'];
  className?: string;
}) {
  // The tick shows at once; it gives way to the list's own value as soon as the task changes
  // (the optimistic update, the server's answer, or a rollback).
  const [clicked, setClicked] = useState<{ task: TaskListItem; completed: boolean } | null>(null);
  const completed = clicked?.task === task ? clicked.completed : task.completed;
  return (
    // The label around the box makes the target 24 px, and 44 px under a finger.
    <label
      className={clsx(
        'flex size-6 shrink-0 cursor-pointer items-center justify-center has-disabled:cursor-not-allowed',
        ROW_ACTION_TOUCH,
        className,
      )}
    >
      <input
        type="checkbox"
        checked={completed}
        disabled={disabled}
        onChange={(event) => {
          setClicked({ task, completed: event.target.checked });
          onToggle(task, event.target.checked);
        }}
        aria-label={`Mark ${task.title} as ${completed ? 'not completed' : 'completed'}`}
        className="size-4 shrink-0 cursor-pointer rounded accent-brand-600 disabled:cursor-not-allowed"
      />
    </label>
  );
}

export function DeleteTaskButton({
  task,
  disabled,
  onDelete,
  className,
}: {
  task: TaskListItem;
  disabled: boolean;
  onDelete: TaskRowActions['onDelete'];
  className?: string;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onDelete(task)}
      aria-label={`Delete task ${task.title}`}
      title="Delete task"
      style={rowIcon('trash')}
      className={clsx(
        ROW_ICON_BUTTON,
        ROW_ACTION_TOUCH,
        'hover:bg-red-50 hover:text-red-700',
        className,
      )}
    />
  );
}

/**
 * The title, as the button that opens the task's details. A long title (or one long word) wraps
 * anywhere and stops at three lines; the dialog it opens shows the whole of it.
 */
export function TaskTitleButton({
  task,
  onSelect,
  className,
}: {
  task: TaskListItem;
  onSelect: TaskRowActions['onSelect'];
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => onSelect(task)}
      disabled={isUnsavedTask(task)}
      aria-haspopup="dialog"
      aria-label={`Edit task ${task.title}`}
      className={clsx(
        'line-clamp-3 w-full min-w-0 rounded-sm text-left font-medium wrap-anywhere text-slate-900',
        'hover:text-brand-700 hover:underline underline-offset-4 disabled:cursor-default',
        'disabled:hover:text-slate-900 disabled:hover:no-underline',
        task.completed && 'text-slate-500 line-through decoration-slate-400',
        className,
      )}
    >
      {task.title}
    </button>
  );
}
