import type { SessionHead, TaskListItem, TaskListItemWire } from '../task-list.schemas.ts';
import { truncateSummary } from './ai-summary.ts';
import { nextSession, type SessionRef } from './next-session.ts';

/**
 * The sessions a row acts on, in session order: the running one (status 'Active', the timer) and
 * the one Start/Resume would take (an interrupted one, else the next pending one), which is
 * also all that the row's status badge reads. A completed task has nothing to start.
 */
export function sessionHeads<S extends SessionRef>(
  sessions: readonly S[],
  { completed }: { completed: boolean },
): S[] {
  const next = completed ? undefined : nextSession(sessions);
  return sessions
    .filter((session) => session.status === 'active' || session === next)
    .sort((a, b) => a.sessionOrder - b.sessionOrder);
}

function headOf(session: SessionHead): SessionHead {
  return { id: session.id, sessionOrder: session.sessionOrder, status: session.status };
}

/** A whole task (a response or a live update) as the list keeps it. */
export function listItemOf(task: TaskListItem): TaskListItem {
  return {
    id: task.id,
    title: task.title,
    dueDate: task.dueDate,
    updatedAt: task.updatedAt,
    completed: task.completed,
    originalEstimatedDuration: task.originalEstimatedDuration,
    aiStatus: task.aiStatus,
    aiPredictedPriority: task.aiPredictedPriority,
    aiTaskSummary: task.aiTaskSummary === null ? null : truncateSummary(task.aiTaskSummary),
    aiPredictedUrgency: task.aiPredictedUrgency,
    userOverriddenPriority: task.userOverriddenPriority,
    isImportant: task.isImportant,
    isUrgent: task.isUrgent,
    totalPomodorosPlanned: task.totalPomodorosPlanned,
    pomodorosCompletedCount: task.pomodorosCompletedCount,
    focusTimeCompletedMinutes: task.focusTimeCompletedMinutes,
    position: task.position,
    sessions: sessionHeads(task.sessions, task).map(headOf),
  };
}

/** Null, false and 0 are what a left-out field means. */
const given = <T>(value: T | null): T | undefined =>
  value === null || value === false || value === 0 ? undefined : value;

/** The list item as the server sends it: short names, empty fields left out. */
export function compactListItem(item: TaskListItem): TaskListItemWire {
  return {
    id: item.id,
    title: item.title,
    dueDate: given(item.dueDate),
    updatedAt: item.updatedAt,
    completed: given(item.completed),
    minutes: item.originalEstimatedDuration,
    aiStatus: item.aiStatus,
    aiPriority: given(item.aiPredictedPriority),
    aiSummary: given(item.aiTaskSummary),
    aiUrgency: given(item.aiPredictedUrgency),
    priority: given(item.userOverriddenPriority),
    important: item.isImportant ?? undefined,
    urgent: item.isUrgent ?? undefined,
    sessionCount: item.totalPomodorosPlanned,
    sessionsDone: given(item.pomodorosCompletedCount),
    focusMinutes: given(item.focusTimeCompletedMinutes),
    position: item.position,
    sessions: item.sessions.map((session) => ({
      id: session.id,
      order: session.sessionOrder,
      status: session.status,
    })),
  };
}

/** The list item as the page keeps it: the `Task` names, empty fields as null, false or 0. */
export function expandListItem(wire: TaskListItemWire): TaskListItem {
  return {
    id: wire.id,
    title: wire.title,
    dueDate: wire.dueDate ?? null,
    updatedAt: wire.updatedAt,
    completed: wire.completed ?? false,
    originalEstimatedDuration: wire.minutes,
    aiStatus: wire.aiStatus,
    aiPredictedPriority: wire.aiPriority ?? null,
    aiTaskSummary: wire.aiSummary ?? null,
    aiPredictedUrgency: wire.aiUrgency ?? null,
    userOverriddenPriority: wire.priority ?? null,
    isImportant: wire.important ?? null,
    isUrgent: wire.urgent ?? null,
    totalPomodorosPlanned: wire.sessionCount,
    pomodorosCompletedCount: wire.sessionsDone ?? 0,
    focusTimeCompletedMinutes: wire.focusMinutes ?? 0,
    position: wire.position,
    sessions: wire.sessions.map((session) => ({
      id: session.id,
      sessionOrder: session.order,
      status: session.status,
    })),
  };
}
