import { lazy, Suspense, useEffect } from 'react';
import type { DateKey } from '../../../../shared/domain/local-date.ts';
import { upcomingDays } from '../../../../shared/domain/upcoming-days.ts';
import type { SessionHead, TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { dueDateParts } from '../../../lib/due-date.ts';
import { userTimeZone } from '../../../lib/time-zone.ts';
import { useLocalDay } from '../../../lib/use-local-day.ts';
import { useTasks } from '../api/get-tasks.ts';
import { useRescheduleTasks } from '../api/reschedule-tasks.ts';
import { useTaskListLayout } from '../hooks/use-task-list-layout.ts';
import { useUndoableTaskActions } from '../hooks/use-undoable-actions.ts';
import { taskMessages } from '../messages.ts';
import { anySessionActive } from '../task-row-view.ts';
import { TasksLoading, TasksUnavailable } from './task-list-states.tsx';
import { TaskSectionFrame } from './task-section-frame.tsx';

// Drag and drop (dnd-kit) loads beside the tasks, as My Tasks' list does.
const loadBoard = () => import('./upcoming-board.tsx');
const UpcomingBoard = lazy(async () => ({ default: (await loadBoard()).UpcomingBoard }));

/** A day as its heading says it: 'Today', 'Tomorrow', 'Sat, Nov 28'. */
function dayName(day: DateKey): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  // Noon of the day on this device's clock: the day whatever daylight saving does.
  const noon = new Date(year, month - 1, date, 12).toISOString();
  return dueDateParts(noon)?.day ?? day;
}

export interface UpcomingSectionProps {
  selectedId: string | null;
  onSelect: (task: TaskListItem) => void;
  onStart?: (task: TaskListItem, session: SessionHead) => void;
}

/**
 * Upcoming: the next days grouped by day, each by time, in My Tasks' rows. A task dragged onto
 * another day takes that day as its due date, at its own time of day.
 */
export function UpcomingSection({ selectedId, onSelect, onStart }: UpcomingSectionProps) {
  const tasks = useTasks();
  const actions = useUndoableTaskActions();
  const reschedule = useRescheduleTasks();
  useEffect(() => {
    // Fetched while the tasks load, so the days do not wait for it once they are here.
    loadBoard().catch(() => undefined);
  }, []);
  const { bodyRef, layout } = useTaskListLayout();
  const timeZone = userTimeZone();
  // Drawn again when the day changes, so a page left open overnight starts at the new day.
  useLocalDay(timeZone);
  const days = upcomingDays(tasks.data ?? [], new Date(), timeZone);
  const planned = days.reduce((count, entry) => count + entry.tasks.length, 0);

  function moveToDay(task: TaskListItem, day: DateKey) {
    reschedule.mutate(
      { ids: [task.id], day },
      {
        onSuccess: () =>
          toast({ variant: 'success', title: taskMessages.movedToDay(task.title, dayName(day)) }),
        onError: () => toast({ variant: 'error', title: taskMessages.moveToDayFailed }),
      },
    );
  }

  return (
    <TaskSectionFrame
      headingId="upcoming-heading"
      title="Next 7 days"
      count={tasks.data && `${planned} planned`}
      bodyRef={bodyRef}
    >
      {tasks.data ? (
        <Suspense fallback={<TasksLoading />}>
          <UpcomingBoard
            days={days}
            dayName={dayName}
            layout={layout}
            selectedId={selectedId}
            sessionRunning={anySessionActive(tasks.data)}
            onSelect={onSelect}
            onStart={onStart}
            onToggleComplete={actions.setCompleted}
            onDelete={actions.deleteTask}
            onMoveToDay={moveToDay}
          />
        </Suspense>
      ) : (
        <TasksUnavailable tasks={tasks} />
      )}
    </TaskSectionFrame>
  );
}
