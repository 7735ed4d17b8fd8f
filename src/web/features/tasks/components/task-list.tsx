import {
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
import { useMemo } from 'react';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { reorderAnnouncements, reorderInstructions } from '../reorder-announcements.ts';
import { moveTask } from '../task-cache.ts';
import { anySessionActive, taskRowView } from '../task-row-view.ts';
import type { TaskRowActions } from './row-controls.tsx';
import { TaskCard } from './task-card.tsx';
import { TaskTable } from './task-table.tsx';
import { TaskTableRow } from './task-table-row.tsx';

export interface TaskListProps extends TaskRowActions {
  tasks: Task[];
  wide: boolean;
  /** The user's Pomodoro length, once known: a lone session this long counts as a full one. */
  sessionLength: number | undefined;
  selectedId: string | null;
  onReorder: (ordered: Task[]) => void;
}

// Tasks move up and down only.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The sortable list: a table when wide, cards when narrow; mouse, touch and keyboard drags. */
export function TaskList({
  tasks,
  wide,
  sessionLength,
  selectedId,
  onReorder,
  ...actions
}: TaskListProps) {
  const sensors = useSensors(
    // A few pixels of travel (or a short press on touch) before a drag starts, so taps still click.
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const running = anySessionActive(tasks);
  const announcements = useMemo(() => reorderAnnouncements(tasks), [tasks]);

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(moveTask(tasks, String(active.id), String(over.id)));
  }

  const propsOf = (task: Task) => ({
    task,
    view: taskRowView(task, running, sessionLength),
    selected: task.id === selectedId,
    ...actions,
  });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: reorderInstructions,
      }}
    >
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        {wide ? (
          <TaskTable>
            {tasks.map((task) => (
              <TaskTableRow key={task.id} {...propsOf(task)} />
            ))}
          </TaskTable>
        ) : (
          <ul aria-label="Tasks" className="flex flex-col gap-3">
            {tasks.map((task) => (
              <TaskCard key={task.id} {...propsOf(task)} />
            ))}
          </ul>
        )}
      </SortableContext>
    </DndContext>
  );
}
