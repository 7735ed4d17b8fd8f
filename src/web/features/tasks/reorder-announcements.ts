import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TaskListItem } from '../../../shared/task-list.schemas.ts';

export const reorderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a task, press Space or Enter on its reorder handle. Use the up and down arrow keys ' +
    'to move it, Space or Enter to drop it in its new place, or Escape to cancel.',
};

/**
 * What a screen reader hears while a task is moved (dnd-kit's live region). Keep one object per
 * list (it remembers whether the task has moved yet).
 */
export function reorderAnnouncements(tasks: readonly TaskListItem[]): Announcements {
  const title = (id: string | number) => tasks.find((task) => task.id === id)?.title ?? 'the task';
  const place = (id: string | number) =>
    `position ${tasks.findIndex((task) => task.id === id) + 1} of ${tasks.length}`;
  // Until the task leaves its place, 'Picked up' stays the last thing said.
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `Picked up task ${title(active.id)}, at ${place(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved && over.id === active.id)) return undefined;
      moved = true;
      return `Task ${title(active.id)} moved to ${place(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `Task ${title(active.id)} dropped at ${place(over.id)}.`
        : `Task ${title(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. Task ${title(active.id)} is back at ${place(active.id)}.`,
  };
}
