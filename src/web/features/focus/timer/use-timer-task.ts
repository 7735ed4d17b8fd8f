import type { Task } from '../../../../shared/tasks.schemas.ts';
import { useTimerTaskQuery } from './api.ts';
import { useTimerStore } from './timer-store-instance.ts';

/**
 * The task the timer belongs to. It usually arrives with the session (a response, another tab
 * or a socket event); after a reload during a break it is fetched by id.
 */
export function useTimerTask(): Task | null {
  const taskId = useTimerStore((state) => state.taskId);
  const task = useTimerStore((state) => state.task);
  const fetched = useTimerTaskQuery(taskId, task);
  if (task && task.id === taskId) return task;
  return fetched.data?.id === taskId ? fetched.data : null;
}
