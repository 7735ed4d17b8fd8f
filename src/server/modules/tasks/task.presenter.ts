import { compactListItem, sessionHeads } from '../../../shared/domain/task-list-item.ts';
import type { TaskListItem, TaskListItemWire } from '../../../shared/task-list.schemas.ts';
import type { PomodoroSession, Task } from '../../../shared/tasks.schemas.ts';
import type { SessionRow, TaskRow, TaskWithSessions, WrittenTask } from './tasks.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentSession(row: SessionRow): PomodoroSession {
  return {
    id: row.id,
    taskId: row.taskId,
    sessionOrder: row.sessionOrder,
    name: row.name,
    durationMinutes: row.durationMinutes,
    status: row.status,
    interruptionsCount: row.interruptionsCount,
    startTime: iso(row.startTime),
    endTime: iso(row.endTime),
    remainingTimeSeconds: row.remainingTimeSeconds,
    completed: row.completed,
    focusMinutes: row.focusMinutes,
  };
}

/** The API's view of a stored task: what a client may see, in JSON-friendly types. */
export const presentTask = (row: TaskWithSessions): Task =>
  presentTaskWith(row, row.sessions.map(presentSession));

/** A task as its write returned it: its sessions came in the API's form already. */
export const presentWrittenTask = (row: WrittenTask): Task => presentTaskWith(row, row.sessions);

function presentTaskWith(row: TaskRow, sessions: PomodoroSession[]): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: iso(row.dueDate),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completed: row.completed,
    originalEstimatedDuration: row.originalEstimatedDuration,
    aiStatus: row.aiStatus,
    aiPredictedPriority: row.aiPredictedPriority,
    aiTaskSummary: row.aiTaskSummary,
    aiPredictedUrgency: row.aiPredictedUrgency,
    aiInsights: row.aiInsights,
    userOverriddenPriority: row.userOverriddenPriority,
    isImportant: row.isImportant,
    isUrgent: row.isUrgent,
    totalPomodorosPlanned: row.totalPomodorosPlanned,
    pomodorosCompletedCount: row.pomodorosCompletedCount,
    focusTimeCompletedMinutes: row.focusTimeCompletedMinutes,
    position: row.position,
    repeatRule: row.repeatRule,
    repeatAfterCompletion: row.repeatAfterCompletion,
    projectId: row.projectId,
    labelIds: row.labelIds,
    sessions,
  };
}

/**
 * A row of My Tasks as the list sends it (see task-list.schemas.ts). The database gave its fields
 * in the list's form already, the summary cut included, and its unfinished sessions.
 */
export const presentListItem = (row: TaskListItem): TaskListItemWire =>
  compactListItem({ ...row, sessions: sessionHeads(row.sessions, row) });
