import { AI_PROCESSING_SUMMARY, truncateSummary } from '../../../shared/domain/ai-summary.ts';
import { type EisenhowerView, taskEisenhower } from '../../../shared/domain/eisenhower.ts';
import {
  isTemporaryId,
  type StartButtonState,
  startButtonState,
} from '../../../shared/domain/next-session.ts';
import {
  effectivePriority,
  type Priority,
  priorityLabel,
} from '../../../shared/domain/priority.ts';
import { sessionsText, taskProgressLabel } from '../../../shared/domain/session-count.ts';
import { type TaskStatus, taskStatus } from '../../../shared/domain/task-status.ts';
import type { SessionHead, TaskListItem } from '../../../shared/task-list.schemas.ts';

/** The Eisenhower tag of a row, with the hover text saying whose judgement it is. */
export interface RowTag extends EisenhowerView {
  hint: string;
}

/** What one row of the table (or one card) shows, derived from the shared domain rules. */
export interface TaskRowView {
  temporary: boolean;
  status: TaskStatus;
  priority: Priority | null;
  priorityLabel: string;
  /** The Start/Resume button, or null when no session is left (the count shows instead). */
  start: StartButtonState<SessionHead> | null;
  /** What was done, shown when there is nothing left to start: '1 of 1 session · 1 min'. */
  sessionCount: string;
  sessionsText: string;
  focusText: string;
  summary: string;
  /** Null while neither the user's flags nor the AI's ratings give one. */
  tag: RowTag | null;
}

/** The task's session that is running, on any of the user's devices. */
export function runningSession(task: TaskListItem): SessionHead | undefined {
  return task.sessions.find((session) => session.status === 'active');
}

/** True when any session of any task runs: only one may run at a time. */
export function anySessionActive(tasks: readonly TaskListItem[]): boolean {
  return tasks.some((task) => runningSession(task) !== undefined);
}

function rowTag(task: TaskListItem): RowTag | null {
  const view = taskEisenhower(task);
  if (!view) return null;
  // The AI's advice itself is in the edit dialog: the list does not carry its long texts.
  const hint =
    view.source === 'user'
      ? 'From your Important and Urgent flags.'
      : `Suggested by the AI (priority ${task.aiPredictedPriority}, urgency ${task.aiPredictedUrgency}) until you set Important or Urgent.`;
  return { ...view, hint };
}

export function taskRowView(task: TaskListItem, sessionRunning: boolean): TaskRowView {
  const priority = effectivePriority(task);
  return {
    temporary: isTemporaryId(task.id),
    status: taskStatus(task),
    priority,
    priorityLabel: priorityLabel(priority),
    // A task ticked off by hand keeps its pending sessions, but there is nothing to start.
    start: task.completed
      ? null
      : startButtonState({
          taskId: task.id,
          sessions: task.sessions,
          anySessionActive: sessionRunning,
        }),
    sessionCount: taskProgressLabel(task),
    sessionsText: sessionsText(task.totalPomodorosPlanned),
    focusText: `${task.focusTimeCompletedMinutes}/${task.originalEstimatedDuration} min`,
    // A stored task waiting for the AI reads as the temporary one did.
    summary: truncateSummary(
      task.aiTaskSummary ?? (task.aiStatus === 'processing' ? AI_PROCESSING_SUMMARY : null),
    ),
    tag: rowTag(task),
  };
}
