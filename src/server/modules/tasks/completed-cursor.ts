import type { CompletedCursor } from './task-list.repository.ts';

/**
 * The `next`/`before` cursor of the pages of completed tasks: the last task's completion time,
 * to the microsecond the database keeps, and its id. The contract checks its form
 * (COMPLETED_CURSOR_PATTERN); a cursor naming no task still pages correctly.
 */
export const encodeCompletedCursor = (cursor: CompletedCursor): string =>
  `${cursor.completedAtMicros}_${cursor.id}`;

export function decodeCompletedCursor(text: string): CompletedCursor {
  const [completedAtMicros = '', id = ''] = text.split('_');
  return { completedAtMicros, id };
}
