import { useState } from 'react';
import type { SessionHead, TaskListItem } from '../../shared/task-list.schemas.ts';
import { AddTaskDialog } from '../features/tasks/components/add-task-dialog.tsx';
import { FloatingAddButton } from '../features/tasks/components/floating-add-button.tsx';
import { TasksSection } from '../features/tasks/components/tasks-section.tsx';
import { useSessionLength } from '../lib/preferences.ts';
import { TaskViewPage } from './task-view-page.tsx';

export interface MyTasksPageProps {
  /** Starts or resumes a focus session (the focus timer provides it); without it Start is disabled. */
  onStart?: (task: TaskListItem, session: SessionHead) => void;
}

export function MyTasksPage({ onStart }: MyTasksPageProps) {
  const sessionLength = useSessionLength();
  const [adding, setAdding] = useState(false);

  return (
    <TaskViewPage
      title="Productivity Dashboard"
      documentTitle="My Tasks"
      description={`Plan your tasks and work through them in focused ${sessionLength === undefined ? 'Pomodoro' : `${sessionLength}-minute`} sessions.`}
      Section={TasksSection}
      onStart={onStart}
    >
      <FloatingAddButton onClick={() => setAdding(true)} />
      <AddTaskDialog open={adding} onOpenChange={setAdding} />
    </TaskViewPage>
  );
}
