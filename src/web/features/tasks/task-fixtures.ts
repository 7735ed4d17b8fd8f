import { compactListItem, listItemOf } from '../../../shared/domain/task-list-item.ts';
import { orderKeyAt } from '../../../shared/domain/task-order.ts';
import type { TaskListItemWire } from '../../../shared/task-list.schemas.ts';
import type { PomodoroSession, Task } from '../../../shared/tasks.schemas.ts';

/** Test data: a stored task (uuid ids) with sessions, overridable field by field. */
let serial = 0;

export function makeId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function makeSession(
  taskId: string,
  order: number,
  overrides: Partial<PomodoroSession> = {},
): PomodoroSession {
  serial += 1;
  return {
    id: makeId(10_000 + serial),
    taskId,
    sessionOrder: order,
    name: null,
    durationMinutes: 25,
    status: 'pending',
    interruptionsCount: 0,
    startTime: null,
    endTime: null,
    remainingTimeSeconds: null,
    completed: false,
    focusMinutes: 0,
    ...overrides,
  };
}

export function makeTask(n: number, overrides: Partial<Task> = {}): Task {
  const id = overrides.id ?? makeId(n);
  return {
    id,
    title: `Task ${n}`,
    description: null,
    dueDate: null,
    createdAt: `2026-11-20T10:${String(n % 60).padStart(2, '0')}:00.000Z`,
    updatedAt: '2026-11-20T10:00:00.000Z',
    completed: false,
    originalEstimatedDuration: 50,
    aiStatus: 'done',
    aiPredictedPriority: 'Medium',
    aiTaskSummary: 'Draft the quarterly report for the board meeting',
    aiPredictedUrgency: 'Soon',
    aiInsights: 'Break it into two focused sessions.',
    userOverriddenPriority: null,
    isImportant: null,
    isUrgent: null,
    totalPomodorosPlanned: 2,
    pomodorosCompletedCount: 0,
    focusTimeCompletedMinutes: 0,
    position: orderKeyAt(n),
    repeatRule: null,
    repeatAfterCompletion: false,
    projectId: null,
    labelIds: [],
    sessions: [makeSession(id, 1), makeSession(id, 2)],
    ...overrides,
  };
}

/** What GET /api/tasks (or a page of GET /api/tasks/completed) sends for these tasks. */
export function listAnswer(tasks: readonly Task[]): TaskListItemWire[] {
  return tasks.map((task) => compactListItem(listItemOf(task)));
}
