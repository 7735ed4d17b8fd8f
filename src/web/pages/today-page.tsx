import { useState } from 'react';
import type { SessionHead, TaskListItem } from '../../shared/task-list.schemas.ts';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useTasks } from '../features/tasks/api/get-tasks.ts';
import { EditTaskDialog } from '../features/tasks/components/edit-task-dialog.tsx';
import { TodaySection } from '../features/tasks/components/today-section.tsx';
import { useTaskLiveUpdates } from '../features/tasks/hooks/use-task-live-updates.ts';
import { anySessionActive } from '../features/tasks/task-row-view.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export interface TodayPageProps {
  /** Starts or resumes a focus session (the focus timer provides it); without it Start is disabled. */
  onStart?: (task: TaskListItem, session: SessionHead) => void;
}

/** `/today`: what is overdue and what is due today, to be worked through in order. */
export function TodayPage({ onStart }: TodayPageProps) {
  useDocumentTitle('Today');
  useTaskLiveUpdates();
  const tasks = useTasks();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  // The live copy: an edit made elsewhere shows in the open dialog.
  const selected = tasks.data?.find((task) => task.id === selectedId) ?? null;

  return (
    <div className="flex flex-col gap-5 pb-12 sm:gap-8">
      <PageHeader title="Today" description="What is overdue first, then today's tasks by time." />
      <TodaySection
        selectedId={selectedId}
        onSelect={(task) => {
          setSelectedId(task.id);
          setEditing(true);
        }}
        onStart={onStart}
      />
      <EditTaskDialog
        task={editing ? selected : null}
        onClose={() => setEditing(false)}
        sessionRunning={anySessionActive(tasks.data ?? [])}
        onStart={onStart}
      />
    </div>
  );
}
