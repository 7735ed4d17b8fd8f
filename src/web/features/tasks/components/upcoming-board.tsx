import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { clsx } from 'clsx';
import { type ReactNode, useRef } from 'react';
import type { DateKey } from '../../../../shared/domain/local-date.ts';
import type { UpcomingDay } from '../../../../shared/domain/upcoming-days.ts';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import type { TaskListLayout } from '../task-layout.ts';
import { taskRowView } from '../task-row-view.ts';
import type { TaskRowActions } from './row-controls.tsx';
import { SortableRow } from './sortable-rows.tsx';
import { TaskCard } from './task-card.tsx';
import { TaskTable } from './task-table.tsx';
import { TaskTableRow } from './task-table-row.tsx';

export interface UpcomingBoardProps extends TaskRowActions {
  days: UpcomingDay<TaskListItem>[];
  /** Each day's heading ('Today', 'Tomorrow', 'Sat, Nov 28'). */
  dayName: (day: DateKey) => string;
  layout: TaskListLayout;
  selectedId: string | null;
  sessionRunning: boolean;
  /** A task was dropped on another day: it takes that day, at its own time. */
  onMoveToDay: (task: TaskListItem, day: DateKey) => void;
}

const DAY_PREFIX = 'day:';

export const moveToDayInstructions = {
  draggable:
    'To move a task to another day, press Space or Enter on its handle. Use the up and down ' +
    'arrow keys to take it to the day, Space or Enter to drop it there, or Escape to cancel.',
};

/** One day: its heading and tasks, and a place to drop a task from another day. */
function DayGroup({
  entry,
  name,
  children,
  empty,
}: {
  entry: UpcomingDay<TaskListItem>;
  name: string;
  children: ReactNode;
  empty: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `${DAY_PREFIX}${entry.day}` });
  const headingId = `upcoming-day-${entry.day}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={clsx(
        'flex flex-col gap-2 rounded-xl px-1 py-1 transition-colors',
        isOver && 'bg-brand-50 ring-2 ring-brand-200',
      )}
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {name}{' '}
        <span className="font-normal text-slate-500">
          ({entry.tasks.length} {entry.tasks.length === 1 ? 'task' : 'tasks'})
        </span>
      </h3>
      {empty ? (
        <p className="rounded-lg border border-dashed border-slate-200 px-3 py-3 text-sm text-slate-500">
          Nothing planned. Drop a task here to plan it for this day.
        </p>
      ) : (
        children
      )}
    </section>
  );
}

/**
 * The next days, each with its tasks by time; a task dragged (mouse, touch or keyboard) onto
 * another day takes that day as its due date.
 */
export function UpcomingBoard({
  days,
  dayName,
  layout,
  selectedId,
  sessionRunning,
  onMoveToDay,
  ...actions
}: UpcomingBoardProps) {
  const dayOf = (id: UniqueIdentifier): DateKey | null => {
    const text = String(id);
    if (text.startsWith(DAY_PREFIX)) return text.slice(DAY_PREFIX.length);
    return days.find((entry) => entry.tasks.some((task) => task.id === text))?.day ?? null;
  };
  // The arrow keys take a task from day to day, centred on the day it is over.
  const dayByDay: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
    const step = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const at = dayOf(context.over?.id ?? context.active?.id ?? '');
    const index = days.findIndex((entry) => entry.day === at);
    const target = days[Math.min(days.length - 1, Math.max(0, index + step))];
    const rect = target && context.droppableRects.get(`${DAY_PREFIX}${target.day}`);
    const moving = context.collisionRect;
    if (!rect || !moving) return undefined;
    return { x: currentCoordinates.x, y: rect.top + rect.height / 2 - moving.height / 2 };
  };
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dayByDay }),
  );
  const taskOf = (id: UniqueIdentifier) =>
    days.flatMap((entry) => entry.tasks).find((task) => task.id === String(id));
  const lastDay = useRef<DateKey | null>(null);
  const titleOf = (id: UniqueIdentifier) => taskOf(id)?.title ?? 'the task';
  const dayWords = (id: UniqueIdentifier | undefined) => {
    const day = id === undefined ? null : dayOf(id);
    return day ? dayName(day) : 'its day';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastDay.current = dayOf(active.id);
      return `Picked up task ${titleOf(active.id)}, on ${dayWords(active.id)}.`;
    },
    // Said when the task comes over another day, not for each row of the same day.
    onDragOver: ({ active, over }) => {
      const day = over ? dayOf(over.id) : null;
      if (!over || day === lastDay.current) return undefined;
      lastDay.current = day;
      return `Task ${titleOf(active.id)} is over ${dayWords(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      `Task ${titleOf(active.id)} dropped on ${dayWords(over?.id ?? active.id)}.`,
    onDragCancel: ({ active }) => `Moving cancelled. Task ${titleOf(active.id)} stays.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const task = taskOf(active.id);
    const from = dayOf(active.id);
    const to = dayOf(over.id);
    if (task && to && to !== from) onMoveToDay(task, to);
  }

  const rowOf = (task: TaskListItem) => {
    const view = taskRowView(task, sessionRunning);
    return (
      <SortableRow
        key={task.id}
        task={task}
        disabled={view.temporary}
        handleLabel={(title) => `Move task ${title} to another day`}
      >
        {(sorting) => {
          const props = { task, view, selected: task.id === selectedId, sorting, ...actions };
          return layout === 'cards' ? <TaskCard {...props} /> : <TaskTableRow {...props} />;
        }}
      </SortableRow>
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: moveToDayInstructions }}
    >
      <div className="flex flex-col gap-5">
        {days.map((entry) => (
          <DayGroup
            key={entry.day}
            entry={entry}
            name={dayName(entry.day)}
            empty={entry.tasks.length === 0}
          >
            <SortableContext
              items={entry.tasks.map((task) => task.id)}
              // Within a day the order is by time: rows make no room for one another.
              strategy={() => null}
            >
              {layout === 'cards' ? (
                <ul
                  aria-label={`${dayName(entry.day)}, by time. Drag a task by its handle to another day.`}
                  className="flex flex-col gap-3"
                >
                  {entry.tasks.map(rowOf)}
                </ul>
              ) : (
                <TaskTable
                  label={`${dayName(entry.day)}, by time. Drag a task by its handle to another day.`}
                  handles
                >
                  {entry.tasks.map(rowOf)}
                </TaskTable>
              )}
            </SortableContext>
          </DayGroup>
        ))}
      </div>
    </DndContext>
  );
}
