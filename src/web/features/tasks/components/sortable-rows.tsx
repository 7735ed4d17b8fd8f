import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { type ReactNode, useMemo, useRef } from 'react';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { taskDrops } from '../../../lib/task-drop-targets.ts';
import { reorderAnnouncements, reorderInstructions } from '../reorder-announcements.ts';
import type { SortingRowProps } from './row-sorting.ts';
import { useSortableTask } from './use-sortable-task.ts';

/** A row that takes its part in drag and drop (dnd-kit), once it has loaded. */
export function SortableRow({
  task,
  disabled,
  handleLabel,
  measureRef,
  children,
}: SortingRowProps) {
  return children(useSortableTask(task, disabled, handleLabel, measureRef));
}

export interface SortableRowsProps {
  /** Every task of the list, in order, rendered or not. */
  tasks: readonly TaskListItem[];
  /** A drag ended with task `fromId` dropped on task `toId`'s place; without it, no reorder. */
  onMove?: (fromId: string, toId: string) => void;
  /** The task being dragged, then null when the drag ends. */
  onDragging: (id: string | null) => void;
  children: ReactNode;
}

// Tasks move up and down only.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * Drag and drop of a task list: mouse, touch and keyboard drags, what a screen reader hears, and
 * a drop on a project of the side bar.
 */
export function SortableRows({ tasks, onMove, onDragging, children }: SortableRowsProps) {
  const sensors = useSensors(
    // A few pixels of travel (or a short press on touch) before a drag starts, so taps still click.
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks]);
  // A task dropped on a place outside the list (a project in the side bar) moves there, and
  // that is what a screen reader hears instead of its place in the list.
  const droppedOutside = useRef<string | null>(null);
  const announcements = useMemo((): Announcements => {
    const reorder = reorderAnnouncements(tasks);
    return {
      ...reorder,
      onDragEnd: (event) => {
        const said = droppedOutside.current;
        droppedOutside.current = null;
        return said ?? reorder.onDragEnd(event);
      },
    };
  }, [tasks]);

  function handleDragEnd({ active, over }: DragEndEvent) {
    onDragging(null);
    const outside = taskDrops.end();
    const task = tasks.find((each) => each.id === active.id);
    if (outside && task) {
      droppedOutside.current = outside.drop(task);
      return;
    }
    if (!over || active.id === over.id) return;
    onMove?.(String(active.id), String(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      // Only a pointer can carry a task out of the list; the keyboard moves it within.
      onDragStart={({ active, activatorEvent }) => {
        onDragging(String(active.id));
        if (!(activatorEvent instanceof KeyboardEvent)) taskDrops.start();
      }}
      onDragEnd={handleDragEnd}
      onDragCancel={() => {
        onDragging(null);
        taskDrops.cancel();
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: reorderInstructions,
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
