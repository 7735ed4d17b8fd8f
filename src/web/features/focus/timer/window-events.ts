/** SPEC.md 7: the window events the dashboard and insights refresh on. */
export const TIMER_WINDOW_EVENTS = {
  sessionCompleted: 'pomodoroSessionCompleted',
  statsUpdated: 'productivityStatsUpdated',
  taskCompleted: 'taskCompleted',
} as const;

export interface SessionCompletedDetail {
  sessionId: string;
  taskId: string;
}

export function dispatchWindowEvent(name: string, detail?: unknown): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
