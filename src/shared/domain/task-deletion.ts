/**
 * How long a deleted task can be brought back (the Undo of a delete); after it the task is gone
 * for good and purged.
 */
export const TASK_RESTORE_WINDOW_MS = 10 * 60 * 1000;

/** The moment before which a task deleted is past restoring. */
export function restorableSince(now: Date): Date {
  return new Date(now.getTime() - TASK_RESTORE_WINDOW_MS);
}
