import { type ComponentType, type ReactNode, useCallback, useState } from 'react';
import type { SessionHead, TaskListItem } from '../../shared/task-list.schemas.ts';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useTasks } from '../features/tasks/api/get-tasks.ts';
import { TaskPlacesProvider } from '../features/tasks/components/task-places.tsx';
import { useLinkedTask } from '../features/tasks/hooks/use-linked-task.ts';
import { useTaskLiveUpdates } from '../features/tasks/hooks/use-task-live-updates.ts';
import { anySessionActive } from '../features/tasks/task-row-view.ts';
import { loadOnce, useLoaded } from '../lib/load-once.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { usePageLoaded } from '../lib/use-page-loaded.ts';

/** The task dialog (its form, sessions, places and AI details) loads after the list shows. */
const editTaskDialog = loadOnce(
  async () => (await import('../features/tasks/components/edit-task-dialog.tsx')).EditTaskDialog,
);

type StartSession = (task: TaskListItem, session: SessionHead) => void;

export interface TaskViewSectionProps {
  selectedId: string | null;
  onSelect: (task: TaskListItem) => void;
  onStart?: StartSession;
}

export interface TaskViewPageProps {
  title: string;
  /** Shown before the title: the colour of the project the list is filtered by. */
  titleIcon?: ReactNode;
  /** The browser tab's name, when it is not the title. */
  documentTitle?: string;
  description: string;
  /** The view's own section of the task list (Today's, Upcoming's). */
  Section: ComponentType<TaskViewSectionProps>;
  /** Starts or resumes a focus session (the focus timer provides it); without it Start is disabled. */
  onStart?: StartSession;
  /** What else the page holds (My Tasks' Add Task button and dialog). */
  children?: ReactNode;
}

/**
 * A page that shows the task list one way (My Tasks, Today, Upcoming): its section, kept live,
 * and the task dialog its rows open.
 */
export function TaskViewPage({
  title,
  titleIcon,
  documentTitle = title,
  description,
  Section,
  onStart,
  children,
}: TaskViewPageProps) {
  useDocumentTitle(documentTitle);
  useTaskLiveUpdates();
  const tasks = useTasks();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const openTask = useCallback((id: string) => {
    setSelectedId(id);
    setEditing(true);
  }, []);
  // The same function on every render, so the list's rows, which keep themselves while their
  // parts are unchanged, do not render again each time the page does.
  const selectTask = useCallback((task: TaskListItem) => openTask(task.id), [openTask]);
  // A reminder's link (`?task=<id>`) opens its task.
  const { forgetLink } = useLinkedTask(tasks.data, openTask);
  // The live copy: an edit made elsewhere shows in the open dialog.
  const selected = tasks.data?.find((task) => task.id === selectedId) ?? null;
  const EditTaskDialog = useLoaded(editTaskDialog, usePageLoaded() || editing);

  return (
    // The padding at the end keeps the last task clear of a floating button.
    <div className="flex flex-col gap-5 pb-24 sm:gap-8">
      <PageHeader title={title} titleIcon={titleIcon} description={description} />
      <TaskPlacesProvider>
        <Section selectedId={selectedId} onSelect={selectTask} onStart={onStart} />
        {children}
        {EditTaskDialog && (
          <EditTaskDialog
            task={editing ? selected : null}
            onClose={() => {
              setEditing(false);
              forgetLink();
            }}
            sessionRunning={anySessionActive(tasks.data ?? [])}
            onStart={onStart}
          />
        )}
      </TaskPlacesProvider>
    </div>
  );
}
