import { Suspense, useEffect, useState } from 'react';
import type { SessionHead, TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { userTimeZone } from '../../../lib/time-zone.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useTasks } from '../api/get-tasks.ts';
import { useHideCompleted, useSaveHideCompleted } from '../api/hide-completed.ts';
import { useMoveTask } from '../api/move-task.ts';
import { useOlderCompletedTasks } from '../api/older-completed-tasks.ts';
import { useSearchFilters } from '../hooks/use-search-filters.ts';
import { useTaskListLayout } from '../hooks/use-task-list-layout.ts';
import { useUndoableTaskActions } from '../hooks/use-undoable-actions.ts';
import { taskMessages } from '../messages.ts';
import { displayOrder, planMove } from '../task-cache.ts';
import {
  filterTasks,
  INBOX_FILTER,
  isFiltering,
  NO_SEARCH,
  type TaskFilters,
} from '../task-filters.ts';
import { anySessionActive } from '../task-row-view.ts';
import { CsvDownload } from './csv-download.tsx';
import { LazyTaskList, loadTaskList } from './lazy-task-list.ts';
import { OlderCompletedTasks } from './older-completed-tasks.tsx';
import { QuickAddForm } from './quick-add-form.tsx';
import { TaskFilterBar } from './task-filter-bar.tsx';
import {
  TasksEmpty,
  TasksLoading,
  TasksNoMatch,
  TasksPlaceGone,
  TasksUnavailable,
} from './task-list-states.tsx';
import { useTaskPlaces } from './task-places.tsx';
import { TaskSectionFrame } from './task-section-frame.tsx';

/** Long enough to wait out typing before the result count is announced. */
const ANNOUNCE_DELAY_MS = 500;

export interface TasksSectionProps {
  selectedId: string | null;
  onSelect: (task: TaskListItem) => void;
  onStart?: (task: TaskListItem, session: SessionHead) => void;
}

/** The 'My Tasks' list: its header (count, refresh state, CSV), quick add, search, the list. */
export function TasksSection({ selectedId, onSelect, onStart }: TasksSectionProps) {
  const tasks = useTasks();
  const actions = useUndoableTaskActions();
  const move = useMoveTask();
  const savedHideCompleted = useHideCompleted();
  const saveHideCompleted = useSaveHideCompleted();
  // The switch shows the user's choice at once, while it is being saved.
  const [choosingHide, setChoosingHide] = useState<boolean | null>(null);
  const hideCompleted = choosingHide ?? savedHideCompleted;
  const [search, setSearch] = useSearchFilters();
  const { bodyRef, layout } = useTaskListLayout();
  const signedOut = isApiError(tasks.error, 'auth.unauthorized');
  const refreshing = tasks.isFetching && !tasks.isPending;
  const older = useOlderCompletedTasks(tasks.data ?? []);
  const all = displayOrder(tasks.data ?? [], older.ids);
  const openCount = tasks.data?.filter((task) => !task.completed).length;
  const filters: TaskFilters = { ...search, hideCompleted };
  const filtering = isFiltering(filters);
  const searching = isFiltering({ ...search, hideCompleted: false });
  const shown = filtering ? filterTasks(all, filters, new Date(), userTimeZone()) : all;
  const resultText =
    filtering && all.length > 0 ? `Showing ${shown.length} of ${all.length} tasks` : '';
  const announced = useDebouncedValue(resultText, ANNOUNCE_DELAY_MS);
  const places = useTaskPlaces();
  // A filter by a project or label the user does not have (any more) says so, once they load.
  const goneProject =
    search.project !== '' &&
    search.project !== INBOX_FILTER &&
    places.projects !== undefined &&
    !places.projectById.has(search.project);
  const goneLabel =
    search.label !== '' && places.labels !== undefined && !places.labelById.has(search.label);
  // Quick add on a project's list adds to that project.
  const pageProject =
    search.project !== '' && search.project !== INBOX_FILTER && !goneProject
      ? search.project
      : null;

  useEffect(() => {
    // Fetched while the tasks load; a failure shows when the list renders, through the page's
    // error boundary.
    loadTaskList().catch(() => undefined);
  }, []);

  function chooseHideCompleted(hide: boolean) {
    setChoosingHide(hide);
    saveHideCompleted.mutate(hide, { onSettled: () => setChoosingHide(null) });
  }

  function changeFilters({ hideCompleted: hide, ...rest }: TaskFilters) {
    setSearch(rest);
    if (hide !== hideCompleted) chooseHideCompleted(hide);
  }

  return (
    <TaskSectionFrame
      headingId="my-tasks-heading"
      title="My Tasks"
      count={openCount === undefined ? undefined : `${openCount} open`}
      status={
        <span role="status" className="flex items-center gap-1.5 text-xs text-slate-500">
          {refreshing && (
            <>
              <Spinner size="sm" />
              {taskMessages.refreshing}
            </>
          )}
        </span>
      }
      actions={<CsvDownload taskCount={tasks.data?.length} />}
      bodyRef={bodyRef}
    >
      {!signedOut && <QuickAddForm compact={layout === 'cards'} defaultProjectId={pageProject} />}
      {all.length > 0 && (
        <TaskFilterBar filters={filters} onChange={changeFilters} compact={layout === 'cards'} />
      )}
      {resultText && (
        <p aria-hidden="true" className="text-sm text-slate-600">
          {resultText}
        </p>
      )}
      {/* Mounted from the start, so the count is announced (politely) once typing pauses. */}
      <p role="status" className="sr-only">
        {resultText && announced}
      </p>
      {tasks.data && (goneProject || goneLabel) ? (
        <TasksPlaceGone
          kind={goneProject ? 'project' : 'label'}
          onShowAll={() => setSearch({ ...search, project: '', label: '' })}
        />
      ) : tasks.data ? (
        all.length === 0 ? (
          <TasksEmpty />
        ) : shown.length === 0 ? (
          <TasksNoMatch
            onlyCompletedHidden={!searching}
            onShowAll={() => (searching ? setSearch(NO_SEARCH) : chooseHideCompleted(false))}
          />
        ) : (
          <Suspense fallback={<TasksLoading />}>
            <LazyTaskList
              tasks={shown}
              layout={layout}
              selectedId={selectedId}
              sessionRunning={anySessionActive(all)}
              onSelect={onSelect}
              onStart={onStart}
              onToggleComplete={actions.setCompleted}
              onDelete={actions.deleteTask}
              // Moved among the tasks shown, placed next to the same task in the whole list.
              onMove={(fromId, toId) => {
                const planned = planMove(all, fromId, toId);
                if (planned) move.mutate({ id: fromId, ...planned });
              }}
            />
          </Suspense>
        )
      ) : (
        <TasksUnavailable tasks={tasks} />
      )}
      {tasks.data && !hideCompleted && (
        <OlderCompletedTasks
          canLoad={older.canLoad}
          allShown={older.allShown}
          loading={older.loading}
          failed={older.failed}
          onLoad={older.load}
        />
      )}
    </TaskSectionFrame>
  );
}
