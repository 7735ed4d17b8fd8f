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
import { Fragment, useMemo, useRef, useState } from 'react';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { taskDrops } from '../../../lib/task-drop-targets.ts';
import { useVirtualRows } from '../hooks/use-virtual-rows.ts';
import { reorderAnnouncements, reorderInstructions } from '../reorder-announcements.ts';
import type { TaskListLayout } from '../task-layout.ts';
import { taskRowView } from '../task-row-view.ts';
import type { TaskRowActions } from './row-controls.tsx';
import { TaskCard } from './task-card.tsx';
import { TableSpace, TaskTable } from './task-table.tsx';
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

/** A row's height before it is measured: a one-line table row, a card with a one-line title. */
const ROW_ESTIMATE = { table: 78, cards: 170 } as const;
/** The space between two cards (the table's rows touch). */
const CARD_GAP = 12;

/**
 * The sortable list: a table when wide, cards when narrow; mouse, touch and keyboard drags. Only
 * the rows on screen and a few more are rendered, however long the list (the one being dragged
 * stays while it is carried away), and a row a link opens is scrolled to.
 */
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
  const [dragging, setDragging] = useState<string | null>(null);
  const keys = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const cards = layout === 'cards';
  const { listRef, rows, spaceAfter, measureRef } = useVirtualRows<HTMLElement>({
    keys,
    estimate: ROW_ESTIMATE[layout],
    gap: cards ? CARD_GAP : 0,
    keep: dragging,
    reveal: selectedId,
  });
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
    setDragging(null);
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
      onDragStart={({ active, activatorEvent }) => {
        setDragging(String(active.id));
        if (!(activatorEvent instanceof KeyboardEvent)) taskDrops.start();
      }}
      onDragEnd={handleDragEnd}
      onDragCancel={() => {
        setDragging(null);
        taskDrops.cancel();
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: reorderInstructions,
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        {cards ? (
          <ul
            ref={listRef}
            aria-label={label ?? 'Tasks'}
            className="flex flex-col"
            style={{ paddingBottom: spaceAfter }}
          >
            {rows.map(({ index, key, spaceBefore }) => {
              const task = tasks[index];
              return (
                task && (
                  <TaskCard
                    key={key}
                    {...propsOf(task)}
                    placement={{ index, count: tasks.length, spaceBefore, measureRef }}
                  />
                )
              );
            })}
          </ul>
        ) : (
          <TaskTable label={label} bodyRef={listRef} rowCount={tasks.length}>
            {rows.map(({ index, key, spaceBefore }) => {
              const task = tasks[index];
              return (
                task && (
                  <Fragment key={key}>
                    <TableSpace height={spaceBefore} />
                    <TaskTableRow
                      {...propsOf(task)}
                      placement={{ index, count: tasks.length, spaceBefore, measureRef }}
                    />
                  </Fragment>
                )
              );
            })}
            <TableSpace height={spaceAfter} />
          </TaskTable>
        )}
      </SortableContext>
    </DndContext>
  );
}
