import { CalendarClock } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { addDays } from '../../../../shared/domain/local-date.ts';
import { todayPlan } from '../../../../shared/domain/today.ts';
import type { SessionHead, TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { userTimeZone } from '../../../lib/time-zone.ts';
import { useLocalDay } from '../../../lib/use-local-day.ts';
import { useTasks } from '../api/get-tasks.ts';
import { useRescheduleTasks } from '../api/reschedule-tasks.ts';
import { useTaskListLayout } from '../hooks/use-task-list-layout.ts';
import { useUndoableTaskActions } from '../hooks/use-undoable-actions.ts';
import { taskMessages } from '../messages.ts';
import { anySessionActive } from '../task-row-view.ts';
import { LazyTaskList, loadTaskList } from './lazy-task-list.ts';
import { TasksLoading, TasksUnavailable } from './task-list-states.tsx';
import { TaskSectionFrame } from './task-section-frame.tsx';

export interface TodaySectionProps {
  selectedId: string | null;
  onSelect: (task: TaskListItem) => void;
  onStart?: (task: TaskListItem, session: SessionHead) => void;
}

/**
 * Today: the tasks overdue from days before, marked, with 'Reschedule' for all of them at once,
 * then today's by time. The rows are My Tasks' rows (Start/Resume, complete with Undo, delete),
 * kept in time order, and follow every live change of the list.
 */
export function TodaySection({ selectedId, onSelect, onStart }: TodaySectionProps) {
  const tasks = useTasks();
  const actions = useUndoableTaskActions();
  const reschedule = useRescheduleTasks();
  useEffect(() => {
    // Fetched while the tasks load, so the list does not wait for it once they are here.
    loadTaskList().catch(() => undefined);
  }, []);
  const { bodyRef, layout } = useTaskListLayout();
  const timeZone = userTimeZone();
  // Read again when the day changes, so a page left open overnight shows the new day.
  const todayKey = useLocalDay(timeZone);
  const plan = todayPlan(tasks.data ?? [], new Date(), timeZone);
  const sessionRunning = anySessionActive(tasks.data ?? []);
  const rowActions = {
    layout,
    selectedId,
    sessionRunning,
    onSelect,
    onStart,
    onToggleComplete: actions.setCompleted,
    onDelete: actions.deleteTask,
  };

  const days = { today: todayKey, tomorrow: addDays(todayKey, 1) };
  const sending = (day: keyof typeof days) =>
    reschedule.isPending && reschedule.variables?.day === days[day];

  function rescheduleOverdue(words: keyof typeof days) {
    const day = days[words];
    reschedule.mutate(
      { ids: plan.overdue.map((task) => task.id), day },
      {
        onSuccess: (moved) =>
          toast({ variant: 'success', title: taskMessages.rescheduled(moved.length, words) }),
        onError: () => toast({ variant: 'error', title: taskMessages.rescheduleFailed }),
      },
    );
  }

  const dueCount = plan.overdue.length + plan.today.length;
  return (
    <TaskSectionFrame
      headingId="today-heading"
      title="Your day"
      count={tasks.data && `${dueCount} due`}
      bodyRef={bodyRef}
    >
      {tasks.data ? (
        dueCount === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">{taskMessages.todayNothingDue}</p>
        ) : (
          <Suspense fallback={<TasksLoading />}>
            {plan.overdue.length > 0 && (
              <div className="flex flex-col gap-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-red-700">
                    Overdue{' '}
                    <span className="font-normal text-red-600">({plan.overdue.length})</span>
                  </h3>
                  <fieldset className="flex flex-wrap items-center gap-2">
                    <legend className="sr-only">Reschedule all overdue tasks to</legend>
                    <span aria-hidden="true" className="text-sm text-slate-600">
                      Reschedule all to
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={<CalendarClock aria-hidden="true" />}
                      loading={sending('today')}
                      disabled={reschedule.isPending}
                      onClick={() => rescheduleOverdue('today')}
                    >
                      Today
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={sending('tomorrow')}
                      disabled={reschedule.isPending}
                      onClick={() => rescheduleOverdue('tomorrow')}
                    >
                      Tomorrow
                    </Button>
                  </fieldset>
                </div>
                <LazyTaskList
                  tasks={plan.overdue}
                  label="Overdue tasks, earliest first"
                  {...rowActions}
                />
              </div>
            )}
            <div className="flex flex-col gap-3">
              {plan.overdue.length > 0 && (
                <h3 className="text-sm font-semibold text-slate-800">Due today</h3>
              )}
              {plan.today.length > 0 ? (
                <LazyTaskList tasks={plan.today} label="Due today, by time" {...rowActions} />
              ) : (
                <p className="text-sm text-slate-600">{taskMessages.todayNothingElse}</p>
              )}
            </div>
          </Suspense>
        )
      ) : (
        <TasksUnavailable tasks={tasks} />
      )}
    </TaskSectionFrame>
  );
}
