import { useQuery } from '@tanstack/react-query';
import type { SessionChange } from '../../../../shared/focus.schemas.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { focusSchemas, tasksSchemas } from '../../../lib/schema-loaders.ts';

const activeSessionSchema = focusSchemas.response((schemas) => schemas.activeSessionSchema);
const breakSchema = focusSchemas.response((schemas) => schemas.breakSchema);
const sessionChangeSchema = focusSchemas.response((schemas) => schemas.sessionChangeSchema);
const taskSchema = tasksSchemas.response((schemas) => schemas.taskSchema);

const sessionPath = (id: string, action: string) => `/sessions/${encodeURIComponent(id)}/${action}`;

/** The focus-session and break endpoints the timer calls (a fake object in tests). */
export const timerApi = {
  /** POST /api/sessions/:id/start: active from now; an interrupted one keeps its remaining time. */
  start: (sessionId: string): Promise<SessionChange> =>
    api.post(sessionPath(sessionId, 'start'), undefined, { schema: sessionChangeSchema }),

  /** POST /api/sessions/:id/interrupt */
  interrupt: (sessionId: string, remainingSeconds: number): Promise<SessionChange> =>
    api.post(
      sessionPath(sessionId, 'interrupt'),
      { remainingSeconds },
      {
        schema: sessionChangeSchema,
      },
    ),

  /** POST /api/sessions/:id/complete (idempotent; refused for a session of another task). */
  complete: (sessionId: string, taskId: string): Promise<SessionChange> =>
    api.post(sessionPath(sessionId, 'complete'), { taskId }, { schema: sessionChangeSchema }),

  /** GET /api/sessions/active: the session running on any of the user's devices. */
  active: (signal?: AbortSignal): Promise<SessionChange | null> =>
    api.get('/sessions/active', { schema: activeSessionSchema, signal }),

  /** POST /api/breaks: recorded for the insights' break counts. */
  startBreak: (kind: 'short' | 'long'): Promise<{ id: string }> =>
    api.post('/breaks', { kind }, { schema: breakSchema }),

  /** POST /api/breaks/:id/end: completed is false when the break was stopped early. */
  endBreak: (breakId: string, completed: boolean): Promise<unknown> =>
    api.post(`/breaks/${encodeURIComponent(breakId)}/end`, { completed }, { schema: breakSchema }),
};

export type TimerApi = typeof timerApi;

export const timerKeys = {
  task: (id: string) => ['focus', 'timer-task', id] as const,
};

/**
 * GET /api/tasks/:id, only when the timer's task is not in memory yet (a reload during a break,
 * when no active session brings it along).
 */
export function useTimerTaskQuery(taskId: string | null, known: Task | null) {
  return useQuery({
    queryKey: timerKeys.task(taskId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/tasks/${encodeURIComponent(taskId ?? '')}`, { schema: taskSchema, signal }),
    enabled: Boolean(taskId) && known?.id !== taskId,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
