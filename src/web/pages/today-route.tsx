import { useStartSession } from '../features/focus/timer/index.ts';
import { TodayPage } from './today-page.tsx';

/** `/today`: Today's tasks with their Start/Resume buttons driving the focus timer. */
export function TodayRoute() {
  const { start } = useStartSession();
  return <TodayPage onStart={start} />;
}
