import { useStartSession } from '../features/focus/timer/use-start-session.ts';
import { TodaySection } from '../features/tasks/components/today-section.tsx';
import { TaskViewPage } from './task-view-page.tsx';

/** `/today`: what is overdue, then what is due today, with Start/Resume driving the timer. */
export function TodayRoute() {
  const { start } = useStartSession();
  return (
    <TaskViewPage
      title="Today"
      description="What is overdue first, then today's tasks by time."
      Section={TodaySection}
      onStart={start}
    />
  );
}
