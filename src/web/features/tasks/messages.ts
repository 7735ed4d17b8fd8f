import { CSV_PRO_ONLY, NO_TASKS_TO_EXPORT } from '../../../shared/domain/csv.ts';
import { TASK_TITLE_EMPTY } from '../../../shared/task-title-rule.ts';

/** The exact user-facing texts of the task list. */
export const taskMessages = {
  empty: 'You have no tasks yet. Add one above to get started!',
  signedOut: 'Please log in to view your tasks.',
  loading: 'Loading your tasks...',
  refreshing: 'Refreshing tasks....',
  loadFailed: 'Failed to load your tasks. Please refresh the page.',
  detailsLoading: 'Loading the task...',
  detailsFailed: 'Could not load this task.',
  showOlderCompleted: 'Show older completed tasks',
  loadingOlderCompleted: 'Loading older completed tasks...',
  olderCompletedFailed: 'Could not load older completed tasks.',
  allCompletedShown: 'All your completed tasks are shown.',

  titleEmpty: TASK_TITLE_EMPTY,
  addFailed: 'Failed to add task. Please try again.',
  labelLimit: (max: number) => `A task has at most ${max} labels.`,
  deleteFailed: 'Failed to delete task. Please try again.',
  statusFailed: 'Failed to update task status.',
  saveFailedPrefix: 'Error saving task: ',
  // A failed reorder is logged and the old order restored; this is the toast.
  reorderFailed: 'Could not save the new order. Your previous order is back.',

  // The Undo after a delete or a completion.
  deleted: 'Task deleted',
  completed: 'Task completed',
  undo: 'Undo',
  undoAltText: 'Undo it from the notifications, reached with F8.',
  restoreFailed: 'Could not bring the task back. Please try again.',
  restoreExpired: 'The task can no longer be brought back.',
  added: (title: string) => `Added "${title}"`,

  // Today.
  todayNothingDue: 'Nothing is due today. Plan something in My Tasks, or enjoy the calm.',
  todayNothingElse: 'Nothing else is due today.',
  rescheduled: (count: number, day: string) =>
    `Moved ${count} ${count === 1 ? 'task' : 'tasks'} to ${day}.`,
  rescheduleFailed: 'Could not reschedule the overdue tasks. Please try again.',

  // Upcoming.
  movedToDay: (title: string, day: string) => `Moved "${title}" to ${day}.`,
  moveToDayFailed: 'Could not move the task to that day. It is back where it was.',

  // Repeating tasks.
  repeatNeedsDueDate: 'A repeating task needs a due date: its first occurrence.',
  repeatNotUnderstood: 'Pomopal could not read this repeat. Try "every 2 weeks on friday".',
  skip: 'Skip this occurrence',
  skipped: (due: string) => `Skipped. Next one is due ${due}.`,
  skipFailed: 'Could not skip this occurrence. Please try again.',
  repeatEnded: 'This is the last occurrence of its repeat: complete or delete it instead.',

  // Split into steps: a name for each session of a task, in the edit dialog.
  steps: 'Steps',
  stepsHint: 'Give each session one step of the work.',
  splitIntoSteps: 'Split into steps',
  splitting: 'Splitting...',
  stepsNamed: 'Each session has a name now.',
  sessionNameLabel: (order: number) => `Name of session ${order}`,
  unnamedSession: (order: number) => `Session ${order}`,
  showAllSteps: (count: number) => `Show all ${count} sessions`,
  showFewerSteps: 'Show fewer sessions',

  // Reminders, in the edit dialog.
  remindersLoading: 'Loading reminders...',
  remindersLoadFailed: 'Could not load the reminders of this task.',
  remindersSaveFailedPrefix: 'Error saving reminders: ',
  noReminders: 'No reminders yet.',
  remindersAtLimit: (max: number) => `A task can have at most ${max} reminders.`,
  reminderNeedsDueDate: 'Set a due date to be reminded before it.',
  remindAtEmpty: 'Choose the date and time to be reminded at.',
  remindAtPast: 'Choose a time that has not passed yet.',
  reminderTaken: 'This task already has that reminder.',
  removeReminder: (words: string) => `Remove reminder ${words}`,
  // A reminder's link to a task the list no longer has.
  linkedTaskMissing: 'That task is no longer in your list.',

  noMatch: 'No tasks match',
  hideCompletedFailed: 'Could not save whether completed tasks are hidden.',

  downloadSignedOut: 'Please log in to download tasks.',
  downloadProOnly: CSV_PRO_ONLY,
  noTasksToExport: NO_TASKS_TO_EXPORT,
  downloadFailed: 'Could not download tasks. Please try again.',
} as const;
