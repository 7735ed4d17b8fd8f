import { ClipboardList, FolderX, LogIn, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { useTasks } from '../api/get-tasks.ts';
import { taskMessages } from '../messages.ts';

export function TasksLoading() {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-slate-600">
      <Spinner size="lg" className="text-brand-600" />
      <p role="status">{taskMessages.loading}</p>
    </div>
  );
}

export function TasksEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <ClipboardList className="size-6" aria-hidden="true" />
      </span>
      <p className="max-w-sm text-slate-700">{taskMessages.empty}</p>
    </div>
  );
}

/**
 * Tasks exist but none is let through: says which setting hides them, with the button that
 * shows them again.
 */
export function TasksNoMatch({
  onlyCompletedHidden,
  onShowAll,
}: {
  /** Nothing but 'Hide completed' is on (every task is done). */
  onlyCompletedHidden: boolean;
  onShowAll: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <div>
        <p className="font-medium text-slate-900">{taskMessages.noMatch}</p>
        <p className="mt-1 text-sm text-slate-600">
          {onlyCompletedHidden
            ? 'Every task is completed, and completed tasks are hidden.'
            : 'Try other words, or fewer filters.'}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onShowAll}>
        {onlyCompletedHidden ? 'Show completed' : 'Clear search and filters'}
      </Button>
    </div>
  );
}

export function TasksSignedOut() {
  return (
    <div className="flex flex-col items-start gap-4 py-6">
      <p className="text-slate-700">{taskMessages.signedOut}</p>
      <Link to="/login" className={buttonClasses()}>
        <LogIn aria-hidden="true" />
        Login
      </Link>
    </div>
  );
}

export function TasksLoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <LoadFailed
      message={taskMessages.loadFailed}
      retrying={retrying}
      onRetry={onRetry}
      className="py-2"
    />
  );
}

/**
 * What a task list shows while it has no tasks to show: loading, a prompt to sign in, or the
 * failure with a retry.
 */
export function TasksUnavailable({ tasks }: { tasks: ReturnType<typeof useTasks> }) {
  if (tasks.isPending) return <TasksLoading />;
  if (isApiError(tasks.error, 'auth.unauthorized')) return <TasksSignedOut />;
  return <TasksLoadFailed retrying={tasks.isFetching} onRetry={() => tasks.refetch()} />;
}

/** The address filters by a project or label the user no longer has (deleted, or never theirs). */
export function TasksPlaceGone({
  kind,
  onShowAll,
}: {
  kind: 'project' | 'label';
  onShowAll: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <FolderX className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium text-slate-900">This {kind} no longer exists.</p>
      <Button variant="secondary" size="sm" onClick={onShowAll}>
        Show all tasks
      </Button>
    </div>
  );
}
