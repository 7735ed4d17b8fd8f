import { useState } from 'react';
import type { SessionHead, TaskListItem } from '../../shared/task-list.schemas.ts';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useTasks } from '../features/tasks/api/get-tasks.ts';
import { AddTaskDialog } from '../features/tasks/components/add-task-dialog.tsx';
import { EditTaskDialog } from '../features/tasks/components/edit-task-dialog.tsx';
import { FloatingAddButton } from '../features/tasks/components/floating-add-button.tsx';
import { TasksSection } from '../features/tasks/components/tasks-section.tsx';
import { useTaskLiveUpdates } from '../features/tasks/hooks/use-task-live-updates.ts';
import { anySessionActive } from '../features/tasks/task-row-view.ts';
import { useSessionLength } from '../lib/preferences.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export interface MyTasksPageProps {
  /** Starts or resumes a focus session (the focus timer provides it); without it Start is disabled. */
  onStart?: (task: TaskListItem, session: SessionHead) => void;
}

export function MyTasksPage({ onStart }: MyTasksPageProps) {
  useDocumentTitle('My Tasks');
  useTaskLiveUpdates();
  const tasks = useTasks();
  const sessionLength = useSessionLength();
  const [adding, setAdding] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  // The live copy: an edit made elsewhere (or the AI's enrichment) shows in the open dialog.
  const selected = tasks.data?.find((task) => task.id === selectedId) ?? null;

  return (
    // The padding at the end keeps the last task clear of the floating Add Task button.
    <div className="flex flex-col gap-5 pb-24 sm:gap-8">
      <PageHeader
        title="Productivity Dashboard"
        description={`Plan your tasks and work through them in focused ${sessionLength === undefined ? 'Pomodoro' : `${sessionLength}-minute`} sessions.`}
      />
      <TasksSection
        selectedId={selectedId}
        onSelect={(task) => {
          setSelectedId(task.id);
          setEditing(true);
        }}
        onStart={onStart}
      />
      <FloatingAddButton onClick={() => setAdding(true)} />
      <AddTaskDialog open={adding} onOpenChange={setAdding} />
      <EditTaskDialog
        task={editing ? selected : null}
        onClose={() => setEditing(false)}
        sessionRunning={anySessionActive(tasks.data ?? [])}
        onStart={onStart}
      />
    </div>
  );
}
