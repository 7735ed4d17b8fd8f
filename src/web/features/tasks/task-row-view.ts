import {
  type EisenhowerTag,
  type EisenhowerView,
  taskEisenhower,
} from '../../../shared/domain/eisenhower.ts';
import {
  isUnsavedTask,
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

/** The Eisenhower tag of a row, with the words saying whose judgement it is. */
export interface RowTag extends EisenhowerView {
  hint: string;
}

/** What the Eisenhower quadrants ask of a task. */
const QUADRANT_WORDS: Record<EisenhowerTag, string> = {
  'Do First': 'important and urgent',
  Schedule: 'important, not urgent',
  Delegate: 'urgent, not important',
  Eliminate: 'neither important nor urgent',
};

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
  /** Null while neither the user's flags nor the AI's ratings give one. */
  tag: RowTag | null;
  /** The priority chip's hover text: the quadrant, the AI's urgency and whose judgement. */
  priorityDetails: string;
  /** Whether the priority is the AI's (the user has chosen none). */
  aiPriority: boolean;
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

/** 'Do First (important and urgent). AI urgency: High. From your Important and Urgent flags.' */
function priorityDetails(task: TaskListItem, tag: RowTag | null): string {
  const urgency = task.aiPredictedUrgency ? ` AI urgency: ${task.aiPredictedUrgency}.` : '';
  if (!tag) return `Eisenhower quadrant: not rated yet.${urgency}`;
  return `Eisenhower quadrant: ${tag.tag} (${QUADRANT_WORDS[tag.tag]}).${urgency} ${tag.hint}`;
}

export function taskRowView(task: TaskListItem, sessionRunning: boolean): TaskRowView {
  const priority = effectivePriority(task);
  const tag = rowTag(task);
  return {
    temporary: isUnsavedTask(task),
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
    tag,
    priorityDetails: priorityDetails(task, tag),
    aiPriority: !task.userOverriddenPriority && priority !== null,
  };
}
