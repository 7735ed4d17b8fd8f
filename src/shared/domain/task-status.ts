import type { SessionStatus } from './session-status.ts';

/** The task's AI enrichment state (tasks.ai_status). */
export const AI_STATUSES = ['idle', 'processing', 'done', 'failed'] as const;
export type AiStatus = (typeof AI_STATUSES)[number];

export const TASK_STATUSES = ['Processing', 'Done', 'Active', 'Paused', 'Pending'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export interface TaskStatusInput {
  completed: boolean;
  aiStatus: AiStatus;
  sessions: readonly { status: SessionStatus }[];
}

/** The status badge: the first state that holds, in this order, wins. */
export function taskStatus(task: TaskStatusInput): TaskStatus {
  if (task.aiStatus === 'processing') return 'Processing';
  if (task.completed) return 'Done';
  if (task.sessions.some((session) => session.status === 'active')) return 'Active';
  // A session stopped part-way waits to be resumed: to the user it is paused.
  if (task.sessions.some((session) => session.status === 'interrupted')) return 'Paused';
  return 'Pending';
}
