import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { clsx } from 'clsx';
import { GripVertical, Trash2 } from 'lucide-react';
import { type Ref, useState } from 'react';
import { isUnsavedTask } from '../../../../shared/domain/next-session.ts';
import type { SessionHead, TaskListItem } from '../../../../shared/task-list.schemas.ts';

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
  handleRef: Ref<HTMLButtonElement>;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

const iconButton =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 ' +
  'transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed ' +
  'disabled:opacity-40 disabled:hover:bg-transparent';

export function DragHandle({ label, disabled, handleRef, attributes, listeners }: DragHandleProps) {
  return (
    <button
      ref={handleRef}
      type="button"
      {...attributes}
      {...listeners}
      disabled={disabled}
      aria-label={label}
      className={clsx(iconButton, 'cursor-grab touch-manipulation active:cursor-grabbing')}
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
}

export function CompletionCheckbox({
  task,
  disabled,
  onToggle,
}: {
  task: TaskListItem;
  disabled: boolean;
  onToggle: TaskRowActions['onToggleComplete'];
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
}: {
  task: TaskListItem;
  disabled: boolean;
  onDelete: TaskRowActions['onDelete'];
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onDelete(task)}
      aria-label={`Delete task ${task.title}`}
      title="Delete task"
      className={clsx(iconButton, ROW_ACTION_TOUCH, 'hover:bg-red-50 hover:text-red-700')}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}

/** The title, as the button that opens the task's details. */
export function TaskTitleButton({
  task,
  onSelect,
}: {
  task: TaskListItem;
  onSelect: TaskRowActions['onSelect'];
}) {
  return (
    <button
      type="button"
      onClick={() => onSelect(task)}
      disabled={isUnsavedTask(task)}
      aria-haspopup="dialog"
      className={clsx(
        'block w-full min-w-0 rounded-sm text-left font-medium text-slate-900',
        'hover:text-brand-700 hover:underline underline-offset-4 disabled:cursor-default',
        'disabled:hover:text-slate-900 disabled:hover:no-underline',
        task.completed && 'text-slate-500 line-through decoration-slate-400',
      )}
    >
      <span className="sr-only">Edit task</span>{' '}
      {/* A long title (or one long word) wraps anywhere and stops at three lines; the dialog
          it opens shows the whole of it. */}
      <span className="line-clamp-3 wrap-anywhere">{task.title}</span>
    </button>
  );
}
