import { AI_PROCESSING_SUMMARY, truncateSummary } from '../../../shared/domain/ai-summary.ts';
import {
  isTemporaryId,
  type StartButtonState,
  startButtonState,
} from '../../../shared/domain/next-session.ts';
import {
  type EisenhowerTag,
  effectivePriority,
  eisenhowerTag,
  type Priority,
  priorityLabel,
} from '../../../shared/domain/priority.ts';
import { sessionCountLabel } from '../../../shared/domain/session-count.ts';
import { type TaskStatus, taskStatus } from '../../../shared/domain/task-status.ts';
import type { PomodoroSession, Task } from '../../../shared/tasks.schemas.ts';

/** What one row of the table (or one card) shows, derived from the shared domain rules. */
export interface TaskRowView {
  temporary: boolean;
  status: TaskStatus;
  priority: Priority | null;
  priorityLabel: string;
  /** The Start/Resume button, or null when no session is left (the count shows instead). */
  start: StartButtonState<PomodoroSession> | null;
  sessionCount: string;
  sessionsText: string;
  focusText: string;
  summary: string;
  tag: EisenhowerTag;
}

/** True when any session of any task runs: only one may run at a time. */
export function anySessionActive(tasks: readonly Task[]): boolean {
  return tasks.some((task) => task.sessions.some((session) => session.status === 'active'));
}

/** `sessionLength`: the user's Pomodoro length, when known, which a lone full session lasts. */
export function taskRowView(
  task: Task,
  sessionRunning: boolean,
  sessionLength: number | undefined,
): TaskRowView {
  const priority = effectivePriority(task);
  const count = task.sessions.length;
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
    sessionCount: sessionCountLabel(
      task.sessions.map((session) => session.durationMinutes),
      sessionLength,
    ),
    sessionsText: `${count} ${count === 1 ? 'session' : 'sessions'}`,
    focusText: `${task.focusTimeCompletedMinutes}/${task.originalEstimatedDuration} min`,
    // A stored task waiting for the AI reads as the temporary one did.
    summary: truncateSummary(
      task.aiTaskSummary ?? (task.aiStatus === 'processing' ? AI_PROCESSING_SUMMARY : null),
    ),
    tag: eisenhowerTag(task),
  };
}
