import { taskEisenhower } from '../../../shared/domain/eisenhower.ts';
import { isPriority, type Priority } from '../../../shared/domain/priority.ts';
import { TASK_TITLE_EMPTY } from '../../../shared/task-title-rule.ts';
import type { Task, UpdateTask } from '../../../shared/tasks.schemas.ts';
import { readDueDate, toDateTimeLocal } from '../../lib/due-date.ts';
import { taskMessages } from './messages.ts';
import type { NamedPlace } from './quick-add-parse.ts';

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
  /** The repeat rule ('' for none) and whether it counts from completion. */
  repeat: { rule: string; afterCompletion: boolean };
  /** The project's id, or '' for the Inbox. */
  projectId: string;
  /** The labels, those the user has by id, new ones (to create on Save) by name. */
  labels: NamedPlace[];
}

/**
 * The form's starting values. The flags start as the task's tag shows them: the user's, or the
 * AI's until the user sets them, so unticking an AI suggestion is a choice the form can send.
 */
export function editValuesOf(task: Task): EditValues {
  const flags = taskEisenhower(task)?.flags;
  return {
    title: task.title,
    description: task.description ?? '',
    dueDate: toDateTimeLocal(task.dueDate),
    isImportant: flags?.isImportant ?? false,
    isUrgent: flags?.isUrgent ?? false,
    priority: task.userOverriddenPriority ?? '',
    repeat: { rule: task.repeatRule ?? '', afterCompletion: task.repeatAfterCompletion },
    projectId: task.projectId ?? '',
    labels: task.labelIds.map((id) => ({ id, name: '' })),
  };
}

export function readPriority(value: string): Priority | '' {
  return isPriority(value) ? value : '';
}

export type EditErrors = Partial<Record<'title' | 'dueDate', string>>;

export type EditResult = { ok: true; changes: UpdateTask } | { ok: false; errors: EditErrors };

/**
 * The PATCH body for the edit form: the title is required and trimmed, a due
 * date must be in the allowed years; only what the user changed since the form opened is sent,
 * so an empty description, due date or priority the task never had is omitted, and a change
 * made meanwhile on another device is not undone. Emptying a field sends null, which clears it.
 * Changing either flag sends both: from then on they are the user's.
 */
export function editChanges(started: EditValues, values: EditValues): EditResult {
  const changes: UpdateTask = {};
  const errors: EditErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = TASK_TITLE_EMPTY;
  else if (title !== started.title.trim()) changes.title = title;
  // Only a date the user typed is checked: one stored long ago does not block other edits.
  if (values.dueDate !== started.dueDate) {
    const due = readDueDate(values.dueDate);
    if ('error' in due) errors.dueDate = due.error;
    else changes.dueDate = due.dueDate;
  }
  // A repeat starts at the due date: one without it has nowhere to start.
  if (values.repeat.rule && !values.dueDate && !errors.dueDate) {
    errors.dueDate = taskMessages.repeatNeedsDueDate;
  }
  if (errors.title || errors.dueDate) return { ok: false, errors };

  const description = values.description.trim();
  if (description !== started.description.trim()) changes.description = description || null;
  if (values.isImportant !== started.isImportant || values.isUrgent !== started.isUrgent) {
    changes.isImportant = values.isImportant;
    changes.isUrgent = values.isUrgent;
  }
  if (values.priority !== started.priority)
    changes.userOverriddenPriority = values.priority || null;
  if (values.projectId !== started.projectId) changes.projectId = values.projectId || null;
  const { rule, afterCompletion } = values.repeat;
  if (
    rule !== started.repeat.rule ||
    (rule && afterCompletion !== started.repeat.afterCompletion)
  ) {
    changes.repeat = rule ? { rule, afterCompletion } : null;
  }
  return { ok: true, changes };
}

/**
 * The labels to save when the user changed them (the form then creates the new ones and sends
 * the whole list), else null.
 */
export function labelChanges(started: EditValues, values: EditValues): NamedPlace[] | null {
  const key = (labels: NamedPlace[]) =>
    labels.map((label) => label.id ?? `new:${label.name.toLocaleLowerCase('en')}`).join(' ');
  return key(values.labels) === key(started.labels) ? null : values.labels;
}
