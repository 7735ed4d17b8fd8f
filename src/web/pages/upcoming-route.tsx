import { useStartSession } from '../features/focus/timer/use-start-session.ts';
import { UpcomingSection } from '../features/tasks/components/upcoming-section.tsx';
import { TaskViewPage } from './task-view-page.tsx';

/** `/upcoming`: the next seven days, each with its tasks; a task dragged to a day moves there. */
export function UpcomingRoute() {
  const { start } = useStartSession();
  return (
    <TaskViewPage
      title="Upcoming"
      description="The next seven days. Drag a task to another day to move it there."
      Section={UpcomingSection}
      onStart={start}
    />
  );
}
