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
import { useMemo, useRef } from 'react';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { taskDrops } from '../../../lib/task-drop-targets.ts';
import { reorderAnnouncements, reorderInstructions } from '../reorder-announcements.ts';
import type { TaskListLayout } from '../task-layout.ts';
import { taskRowView } from '../task-row-view.ts';
import type { TaskRowActions } from './row-controls.tsx';
import { TaskCard } from './task-card.tsx';
import { TaskTable } from './task-table.tsx';
import { TaskTableRow } from './task-table-row.tsx';

export interface TaskListProps extends TaskRowActions {
  /** The tasks shown, in order: all of them, or those a search or filter lets through. */
  tasks: TaskListItem[];
  layout: TaskListLayout;
  selectedId: string | null;
  /** A drag ended with task `fromId` dropped on task `toId`'s place; without it, no reorder. */
  onMove?: (fromId: string, toId: string) => void;
  /** Names a list that keeps its own order (Today's, by time), for a screen reader. */
  label?: string;
  /** Whether any task (shown or not) has a session running: only one may run at a time. */
  sessionRunning: boolean;
}

// Tasks move up and down only.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The sortable list: a table when wide, cards when narrow; mouse, touch and keyboard drags. */
export function TaskList({
  tasks,
  layout,
  selectedId,
  onMove,
  label,
  sessionRunning,
  ...actions
}: TaskListProps) {
  const sensors = useSensors(
    // A few pixels of travel (or a short press on touch) before a drag starts, so taps still click.
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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
    const outside = taskDrops.end();
    const task = tasks.find((each) => each.id === active.id);
    if (outside && task) {
      droppedOutside.current = outside.drop(task);
      return;
    }
    if (!over || active.id === over.id) return;
    onMove?.(String(active.id), String(over.id));
  }

  const propsOf = (task: TaskListItem) => ({
    task,
    view: taskRowView(task, sessionRunning),
    selected: task.id === selectedId,
    fixedOrder: onMove === undefined,
    ...actions,
  });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      // Only a pointer can carry a task out of the list; the keyboard moves it within.
      onDragStart={({ activatorEvent }) => {
        if (!(activatorEvent instanceof KeyboardEvent)) taskDrops.start();
      }}
      onDragEnd={handleDragEnd}
      onDragCancel={taskDrops.cancel}
      accessibility={{
        announcements,
        screenReaderInstructions: reorderInstructions,
      }}
    >
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        {layout === 'cards' ? (
          <ul aria-label={label ?? 'Tasks'} className="flex flex-col gap-3">
            {tasks.map((task) => (
              <TaskCard key={task.id} {...propsOf(task)} />
            ))}
          </ul>
        ) : (
          <TaskTable label={label}>
            {tasks.map((task) => (
              <TaskTableRow key={task.id} {...propsOf(task)} />
            ))}
          </TaskTable>
        )}
      </SortableContext>
    </DndContext>
  );
}
