import { isPriority, type Priority } from '../../../shared/domain/priority.ts';
import { TASK_TITLE_EMPTY, type Task, type UpdateTask } from '../../../shared/tasks.schemas.ts';
import { fromDateTimeLocal, toDateTimeLocal } from './due-date.ts';

/** The Edit Task Details form as typed. */
export interface EditValues {
  title: string;
  description: string;
  /** A datetime-local value, or ''. */
  dueDate: string;
  isImportant: boolean;
  isUrgent: boolean;
  /** '' keeps the AI's choice. */
  priority: Priority | '';
}

export function editValuesOf(task: Task): EditValues {
  return {
    title: task.title,
    description: task.description ?? '',
    dueDate: toDateTimeLocal(task.dueDate),
    isImportant: task.isImportant,
    isUrgent: task.isUrgent,
    priority: task.userOverriddenPriority ?? '',
  };
}

export function readPriority(value: string): Priority | '' {
  return isPriority(value) ? value : '';
}

export type EditResult = { ok: true; changes: UpdateTask } | { ok: false; error: string };

/**
 * The PATCH body for the form (SPEC.md 5 'Edit task'): the title is required and trimmed; only
 * fields that changed are sent, so an empty description, due date or priority the task never
 * had is omitted. Emptying one the task had sends null, which clears it.
 */
export function editChanges(task: Task, values: EditValues): EditResult {
  const title = values.title.trim();
  if (!title) return { ok: false, error: TASK_TITLE_EMPTY };
  const changes: UpdateTask = {};
  if (title !== task.title) changes.title = title;

  const description = values.description.trim();
  if (description !== (task.description ?? '')) changes.description = description || null;

  if (values.dueDate !== toDateTimeLocal(task.dueDate)) {
    changes.dueDate = fromDateTimeLocal(values.dueDate);
  }
  if (values.isImportant !== task.isImportant) changes.isImportant = values.isImportant;
  if (values.isUrgent !== task.isUrgent) changes.isUrgent = values.isUrgent;
  if (values.priority !== (task.userOverriddenPriority ?? '')) {
    changes.userOverriddenPriority = values.priority || null;
  }
  return { ok: true, changes };
}
