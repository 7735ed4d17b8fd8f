import { lazy, Suspense, useEffect } from 'react';
import type { PomodoroSession, Task } from '../../../../shared/tasks.schemas.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSessionLength } from '../../../lib/preferences.ts';
import { useCompleteTask } from '../api/complete-task.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useTasks } from '../api/get-tasks.ts';
import { useReorderTasks } from '../api/reorder-tasks.ts';
import { taskMessages } from '../messages.ts';
import { CsvDownload } from './csv-download.tsx';
import { QuickAddForm } from './quick-add-form.tsx';
import { TasksEmpty, TasksLoadFailed, TasksLoading, TasksSignedOut } from './task-list-states.tsx';

// The list carries drag and drop (dnd-kit), the heaviest part of the page: it loads beside the
// tasks themselves instead of delaying the page.
const loadTaskList = () => import('./task-list.tsx');
const TaskList = lazy(async () => ({ default: (await loadTaskList()).TaskList }));

export interface TasksSectionProps {
  wide: boolean;
  selectedId: string | null;
  onSelect: (task: Task) => void;
  onStart?: (task: Task, session: PomodoroSession) => void;
}

/** The 'My Tasks' list: its header (count, refresh state, CSV), quick add, and the list. */
export function TasksSection({ wide, selectedId, onSelect, onStart }: TasksSectionProps) {
  const tasks = useTasks();
  const complete = useCompleteTask();
  const remove = useDeleteTask();
  const reorder = useReorderTasks();
  const sessionLength = useSessionLength();
  const signedOut = isApiError(tasks.error, 'auth.unauthorized');
  const refreshing = tasks.isFetching && !tasks.isPending;
  const openCount = tasks.data?.filter((task) => !task.completed).length;

  useEffect(() => {
    // Fetched while the tasks load; a failure shows when the list renders, through the page's
    // error boundary.
    loadTaskList().catch(() => undefined);
  }, []);

  return (
    <section
      aria-labelledby="my-tasks-heading"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-3 py-3.5 sm:px-6 sm:py-4">
        <div className="flex items-center gap-3">
          <h2 id="my-tasks-heading" className="text-lg font-semibold text-slate-900">
            My Tasks
          </h2>
          {openCount !== undefined && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {openCount} open
            </span>
          )}
          <span role="status" className="flex items-center gap-1.5 text-xs text-slate-500">
            {refreshing && (
              <>
                <Spinner size="sm" />
                {taskMessages.refreshing}
              </>
            )}
          </span>
        </div>
        <CsvDownload taskCount={tasks.data?.length} />
      </div>
      <div className="flex flex-col gap-5 px-3 py-4 sm:px-6 sm:py-5">
        {!signedOut && <QuickAddForm />}
        {tasks.data ? (
          tasks.data.length === 0 ? (
            <TasksEmpty />
          ) : (
            <Suspense fallback={<TasksLoading />}>
              <TaskList
                tasks={tasks.data}
                wide={wide}
                sessionLength={sessionLength}
                selectedId={selectedId}
                onSelect={onSelect}
                onStart={onStart}
                onToggleComplete={(task, completed) => complete.mutate({ id: task.id, completed })}
                onDelete={(task) => remove.mutate(task)}
                onReorder={(ordered) => reorder.mutate(ordered)}
              />
            </Suspense>
          )
        ) : tasks.isPending ? (
          <TasksLoading />
        ) : signedOut ? (
          <TasksSignedOut />
        ) : (
          <TasksLoadFailed retrying={tasks.isFetching} onRetry={() => tasks.refetch()} />
        )}
      </div>
    </section>
  );
}
