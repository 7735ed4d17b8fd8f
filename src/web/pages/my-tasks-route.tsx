import { useStartSession } from '../features/focus/timer/use-start-session.ts';
import { MyTasksPage } from './my-tasks-page.tsx';

/** `/my-tasks`: the task list with its Start/Resume buttons driving the focus timer. */
export function MyTasksRoute() {
  const { start } = useStartSession();
  return <MyTasksPage onStart={start} />;
}
