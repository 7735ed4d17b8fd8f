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
    <section
      aria-labelledby="upcoming-heading"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-3 py-3.5 sm:px-6 sm:py-4">
        <h2 id="upcoming-heading" className="text-lg font-semibold text-slate-900">
          Next 7 days
        </h2>
        {tasks.data && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {planned} planned
          </span>
        )}
      </div>
      <div ref={bodyRef} className="flex flex-col gap-4 px-3 py-4 sm:px-6 sm:py-5">
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
      </div>
    </section>
  );
}
