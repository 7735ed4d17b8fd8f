import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { INBOX_NAME } from '../../shared/domain/projects.ts';
import type { SessionHead, TaskListItem } from '../../shared/task-list.schemas.ts';
import { FloatingAddButton } from '../features/tasks/components/floating-add-button.tsx';
import { ProjectDot } from '../features/tasks/components/task-places.tsx';
import { TasksSection } from '../features/tasks/components/tasks-section.tsx';
import { INBOX_FILTER } from '../features/tasks/task-filters.ts';
import { loadOnce, useLoaded } from '../lib/load-once.ts';
import { useSessionLength } from '../lib/preferences.ts';
import { useProjects } from '../lib/projects.ts';
import { usePageLoaded } from '../lib/use-page-loaded.ts';
import { TaskViewPage } from './task-view-page.tsx';

/** The Add Task dialog's form loads after the list shows (quick add is there at once). */
const addTaskDialog = loadOnce(
  async () => (await import('../features/tasks/components/add-task-dialog.tsx')).AddTaskDialog,
);

export interface MyTasksPageProps {
  /** Starts or resumes a focus session (the focus timer provides it); without it Start is disabled. */
  onStart?: (task: TaskListItem, session: SessionHead) => void;
}

export function MyTasksPage({ onStart }: MyTasksPageProps) {
  const sessionLength = useSessionLength();
  const [adding, setAdding] = useState(false);
  const AddTaskDialog = useLoaded(addTaskDialog, usePageLoaded() || adding);
  // Filtered by a project (`?project=<id>`, or `inbox`): the page is named after it.
  const [params] = useSearchParams();
  const projectFilter = params.get('project') ?? '';
  const projects = useProjects();
  const project =
    projectFilter === INBOX_FILTER
      ? { id: null, name: INBOX_NAME, color: null }
      : projects.data?.projects.find((candidate) => candidate.id === projectFilter);

  return (
    <TaskViewPage
      title={project ? project.name : 'Productivity Dashboard'}
      titleIcon={project ? <ProjectDot color={project.color} /> : undefined}
      documentTitle={project ? `${project.name} · My Tasks` : 'My Tasks'}
      description={`Plan your tasks and work through them in focused ${sessionLength === undefined ? 'Pomodoro' : `${sessionLength}-minute`} sessions.`}
      Section={TasksSection}
      onStart={onStart}
    >
      <FloatingAddButton onClick={() => setAdding(true)} />
      {AddTaskDialog && (
        <AddTaskDialog
          open={adding}
          onOpenChange={setAdding}
          defaultProjectId={project?.id ?? null}
        />
      )}
    </TaskViewPage>
  );
}
