import type { PomodoroSession, Task } from '../../../../shared/tasks.schemas.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCompleteTask } from '../api/complete-task.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useTasks } from '../api/get-tasks.ts';
import { useReorderTasks } from '../api/reorder-tasks.ts';
import { taskMessages } from '../messages.ts';
import { CsvDownload } from './csv-download.tsx';
import { QuickAddForm } from './quick-add-form.tsx';
import { TaskList } from './task-list.tsx';
import { TasksEmpty, TasksLoadFailed, TasksLoading, TasksSignedOut } from './task-list-states.tsx';

export interface TasksSectionProps {
  wide: boolean;
  isPro: boolean | undefined;
  selectedId: string | null;
  onSelect: (task: Task) => void;
  onStart?: (task: Task, session: PomodoroSession) => void;
}

/** The 'My Tasks' list: its header (count, refresh state, CSV), quick add, and the list. */
export function TasksSection({ wide, isPro, selectedId, onSelect, onStart }: TasksSectionProps) {
  const tasks = useTasks();
  const complete = useCompleteTask();
  const remove = useDeleteTask();
  const reorder = useReorderTasks();
  const signedOut = tasks.error instanceof ApiError && tasks.error.status === 401;
  const refreshing = tasks.isFetching && !tasks.isPending;
  const openCount = tasks.data?.filter((task) => !task.completed).length;

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
        <CsvDownload isPro={isPro} taskCount={tasks.data?.length} />
      </div>
      <div className="flex flex-col gap-5 px-3 py-4 sm:px-6 sm:py-5">
        {!signedOut && <QuickAddForm />}
        {tasks.data ? (
          tasks.data.length === 0 ? (
            <TasksEmpty />
          ) : (
            <TaskList
              tasks={tasks.data}
              wide={wide}
              selectedId={selectedId}
              onSelect={onSelect}
              onStart={onStart}
              onToggleComplete={(task, completed) => complete.mutate({ id: task.id, completed })}
              onDelete={(task) => remove.mutate(task)}
              onReorder={(ordered) => reorder.mutate(ordered)}
            />
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
