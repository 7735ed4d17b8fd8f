/** The window events the dashboard and insights refresh on. */
export const WINDOW_EVENTS = {
  sessionCompleted: 'pomodoroSessionCompleted',
  statsUpdated: 'productivityStatsUpdated',
  taskCompleted: 'taskCompleted',
} as const;

export type WindowEventName = (typeof WINDOW_EVENTS)[keyof typeof WINDOW_EVENTS];

export interface SessionCompletedDetail {
  sessionId: string;
  taskId: string;
}

export interface TaskCompletedDetail {
  taskId: string;
}

export function dispatchWindowEvent(name: WindowEventName, detail?: unknown): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
