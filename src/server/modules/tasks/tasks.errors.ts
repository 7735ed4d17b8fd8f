import { NO_TASKS_TO_EXPORT } from '../../../shared/domain/csv.ts';
import { MIN_SESSIONS_TO_SPLIT } from '../../../shared/domain/session-names.ts';
import {
  ANOTHER_SESSION_ACTIVE,
  SESSION_NOT_FOUND,
} from '../../../shared/domain/session-status.ts';
import { DomainError } from '../../../shared/errors.ts';

/** The refusals of the tasks module, each under its own code. */
export const tasksErrors = {
  notFound: () => new DomainError('tasks.not_found', 'Task not found.'),
  moveOntoItself: () =>
    new DomainError('tasks.move_onto_itself', 'A task cannot be placed before or after itself.'),
  nothingToExport: () => new DomainError('tasks.nothing_to_export', NO_TASKS_TO_EXPORT),
  invalidTimeZone: () =>
    new DomainError(
      'tasks.invalid_time_zone',
      'timeZone must be an IANA time zone such as Europe/Paris.',
    ),
  sessionNotFound: () => new DomainError('tasks.session_not_found', SESSION_NOT_FOUND),
  sessionNotOfTask: () =>
    new DomainError('tasks.session_not_found', 'This task has no such session.'),
  tooFewSessionsToSplit: () =>
    new DomainError(
      'tasks.too_few_sessions_to_split',
      `Only a task of ${MIN_SESSIONS_TO_SPLIT} or more sessions can be split into steps.`,
    ),
  sessionMismatch: () =>
    new DomainError('tasks.session_mismatch', 'This session does not belong to that task.'),
  sessionAlreadyCompleted: () =>
    new DomainError('tasks.session_already_completed', 'This session is already completed.'),
  sessionNotRunning: () =>
    new DomainError('tasks.session_not_running', 'This session is not running.'),
  /** Said alike whoever holds the id, so it tells nothing of another user's tasks. */
  idTaken: () =>
    new DomainError(
      'tasks.id_taken',
      'This task id is already used by another task: make a new id for a new task.',
    ),
  anotherSessionActive: () =>
    new DomainError('tasks.another_session_active', ANOTHER_SESSION_ACTIVE),
  reminderNeedsDueDate: () =>
    new DomainError(
      'tasks.reminder_needs_due_date',
      'reminders: a reminder before the due date needs the task to have a due date.',
    ),
  repeatNeedsDueDate: () =>
    new DomainError(
      'tasks.repeat_needs_due_date',
      'repeat: a repeating task needs a due date, where its first occurrence falls.',
    ),
  repeatEndsBeforeStart: () =>
    new DomainError(
      'tasks.repeat_ends_before_start',
      "repeat.rule: the repeat ends (UNTIL) before the task's due date.",
    ),
  notRepeating: () =>
    new DomainError('tasks.not_repeating', 'This task does not repeat: there is nothing to skip.'),
  skipCompleted: () =>
    new DomainError(
      'tasks.skip_completed',
      'This occurrence is completed: its next one is in the list already.',
    ),
  repeatEnded: () =>
    new DomainError(
      'tasks.repeat_ended',
      'This is the last occurrence of its repeat: complete or delete it instead.',
    ),
};
