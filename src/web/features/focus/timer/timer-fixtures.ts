import { afterEach, beforeEach, vi } from 'vitest';
import { orderKeyAt } from '../../../../shared/domain/task-order.ts';
import type { SessionChange } from '../../../../shared/focus.schemas.ts';
import type { PomodoroSession, Task } from '../../../../shared/tasks.schemas.ts';
import { apiError } from '../../../test/api-errors.ts';
import type { TimerSettings } from './timer-context.ts';
import { createTimerController } from './timer-controller.ts';
import { timerChecks } from './timer-snapshot-schema.ts';
import { createTimerStore } from './timer-store.ts';
import type { TimerChannel, TimerStorage } from './timer-sync.ts';

/** Test data and fakes for the timer: storage, tabs, a clock and a server. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeSession(n: number, overrides: Partial<PomodoroSession> = {}): PomodoroSession {
  return {
    id: uuid(1000 + n),
    taskId: uuid(n),
    sessionOrder: 1,
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

export function makeTask(n: number, session = makeSession(n), overrides: Partial<Task> = {}): Task {
  return {
    id: uuid(n),
    title: `Task ${n}`,
    description: null,
    dueDate: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    completed: false,
    originalEstimatedDuration: session.durationMinutes,
    aiStatus: 'done',
    aiPredictedPriority: 'Medium',
    aiTaskSummary: null,
    aiPredictedUrgency: null,
    aiInsights: null,
    userOverriddenPriority: null,
    isImportant: false,
    isUrgent: false,
    totalPomodorosPlanned: 1,
    pomodorosCompletedCount: 0,
    focusTimeCompletedMinutes: 0,
    position: orderKeyAt(n),
    repeatRule: null,
    repeatAfterCompletion: false,
    projectId: null,
    labelIds: [],
    sessions: [session],
    ...overrides,
  };
}

/** The server's answer for `session` of `task` after a change to `status`. */
export function changeOf(
  task: Task,
  session: PomodoroSession,
  status: PomodoroSession['status'],
  extra: Partial<PomodoroSession> = {},
): SessionChange {
  const changed = { ...session, status, ...extra };
  return {
    task: { ...task, completed: status === 'completed', sessions: [changed] },
    session: changed,
  };
}

export function memoryStorage(): TimerStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

/** Tabs of one browser: what one posts, every other one receives (at once, to keep tests simple). */
export function channelHub() {
  const listeners = new Set<(message: unknown) => void>();
  return {
    open(): TimerChannel {
      let own: ((message: unknown) => void) | null = null;
      return {
        post: (message) => {
          const copy = structuredClone(message);
          for (const listener of listeners) if (listener !== own) listener(copy);
        },
        subscribe: (listener) => {
          own = listener;
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        close: () => undefined,
      };
    },
  };
}

/** A server that accepts every call, echoing the session with its new status. */
export function fakeTimerApi(tasks: Task[]) {
  const find = (sessionId: string) => {
    const task = tasks.find((entry) => entry.sessions.some((s) => s.id === sessionId));
    const session = task?.sessions.find((s) => s.id === sessionId);
    if (!task || !session) throw apiError('tasks.session_not_found');
    return { task, session };
  };
  let breaks = 0;
  return {
    start: vi.fn(async (id: string) => {
      const { task, session } = find(id);
      return changeOf(task, session, 'active', { startTime: new Date().toISOString() });
    }),
    interrupt: vi.fn(async (id: string, remainingSeconds: number) => {
      const { task, session } = find(id);
      return changeOf(task, session, 'interrupted', { remainingTimeSeconds: remainingSeconds });
    }),
    complete: vi.fn(async (id: string, _taskId: string) => {
      const { task, session } = find(id);
      return changeOf(task, session, 'completed', { completed: true });
    }),
    /** Nothing runs on the server unless a test says so. */
    active: vi.fn(async (_signal?: AbortSignal): Promise<SessionChange | null> => null),
    startBreak: vi.fn(async (_kind: 'short' | 'long') => ({ id: uuid(9000 + ++breaks) })),
    endBreak: vi.fn(async (_id: string, _completed: boolean) => ({})),
  };
}

export interface TestTimerOptions {
  api: ReturnType<typeof fakeTimerApi>;
  storage?: TimerStorage;
  channel?: TimerChannel | null;
  leader?: boolean;
  retryDelays?: number[];
  /** The user's timer settings, over the defaults (breaks that wait for Start). */
  settings?: Partial<TimerSettings>;
}

/** One tab's timer on fake storage and a fake server; time is vitest's fake clock. */
export function createTestTimer(options: TestTimerOptions) {
  const { api, storage, channel = null, leader = true, retryDelays = [], settings } = options;
  const store = createTimerStore({
    storage: storage ?? memoryStorage(),
    channel,
    checks: timerChecks,
  });
  const effects = { chime: vi.fn(), notify: vi.fn(), error: vi.fn() };
  const leadership = { isLeader: () => leader, claim: vi.fn() };
  const controller = createTimerController({
    store,
    api,
    leadership,
    effects,
    isVisible: () => true,
    retryDelays,
  });
  if (settings) controller.configure(settings);
  return { store, controller, effects, leadership };
}

export const MINUTE = 60_000;

/** Breaks that start by themselves when a session ends (by default they wait for Start). */
export const RUNNING_BREAKS: Partial<TimerSettings> = { autoStartBreaks: true };

/** Each test of the calling file runs on vitest's fake clock, from the fixture tasks' creation. */
export function withTimerTestClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Lets pending promise callbacks run under vitest's fake clock. */
export const settle = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};
