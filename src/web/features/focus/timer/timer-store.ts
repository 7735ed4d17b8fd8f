import { createStore, type StoreApi } from 'zustand/vanilla';
import { type Task, taskSchema } from '../../../../shared/tasks.schemas.ts';
import { parseSnapshot, pickSnapshot } from './timer-snapshot-schema.ts';
import {
  IDLE_SNAPSHOT,
  needsConfirmation,
  type SnapshotChange,
  type TimerSnapshot,
} from './timer-state.ts';
import { TIMER_STORAGE_KEY, type TimerChannel, type TimerStorage } from './timer-sync.ts';

/** The shared snapshot plus what this tab keeps in memory only. */
export interface TimerState extends TimerSnapshot {
  /** The task being worked on (its title for the timer and the dashboard). */
  task: Task | null;
  /** The task most recently changed anywhere. */
  lastUpdatedTask: Task | null;
  /**
   * False while a timer restored from storage waits for the server's word: it is not shown,
   * heard or ended until then (it may have been stopped on another device meanwhile).
   */
  confirmed: boolean;
}

export interface TimerStore {
  state: StoreApi<TimerState>;
  getState(): TimerState;
  /** Changes the shared snapshot: stored for a reload and sent to every other tab. */
  commit(change: SnapshotChange, task?: Task | null): void;
  /** A task changed (a response or a socket event): replaces the active one when it matches. */
  taskUpdated(task: Task): void;
  /** Forgets a timer that another account left in this browser. */
  bindUser(userId: string): void;
  /** Takes the stored snapshot when it is newer (a tab waking from the background). */
  refresh(): void;
  /** The server has answered: what the timer holds now may be shown. */
  confirm(): void;
  dispose(): void;
}

export interface TimerStoreOptions {
  storage?: TimerStorage | null;
  channel?: TimerChannel | null;
  now?: () => number;
  key?: string;
}

export function createTimerStore(options: TimerStoreOptions = {}): TimerStore {
  const { storage = null, channel = null, now = Date.now, key = TIMER_STORAGE_KEY } = options;

  const read = (): TimerSnapshot | null => {
    try {
      const raw = storage?.getItem(key);
      return raw ? parseSnapshot(JSON.parse(raw)) : null;
    } catch {
      return null;
    }
  };
  const write = (snapshot: TimerSnapshot) => {
    try {
      storage?.setItem(key, JSON.stringify(snapshot));
    } catch {
      // Storage full or blocked: this tab keeps working, only a reload would forget the timer.
    }
  };

  const initial = read() ?? IDLE_SNAPSHOT;
  const state = createStore<TimerState>()(() => ({
    ...initial,
    task: null,
    lastUpdatedTask: null,
    confirmed: !needsConfirmation(initial),
  }));

  /** The task to show for `taskId`: the one given, else the one already held. */
  const taskFor = (taskId: string | null, given: Task | null | undefined): Task | null => {
    if (!taskId) return null;
    if (given?.id === taskId) return given;
    const held = state.getState().task;
    return held?.id === taskId ? held : null;
  };

  const apply = (snapshot: TimerSnapshot, task: Task | null) =>
    state.setState({ ...snapshot, task: taskFor(snapshot.taskId, task) });

  const receive = (message: unknown) => {
    if (typeof message !== 'object' || message === null) return;
    const { snapshot: raw, task: rawTask } = message as Record<string, unknown>;
    const snapshot = parseSnapshot(raw);
    if (!snapshot || snapshot.updatedAt <= state.getState().updatedAt) return;
    const task = taskSchema.safeParse(rawTask);
    apply(snapshot, task.success ? task.data : null);
  };
  const unsubscribe = channel?.subscribe(receive);

  const commit = (change: SnapshotChange, task?: Task | null) => {
    const current = state.getState();
    // Strictly growing, even within one millisecond, so every tab agrees which change is newer.
    const updatedAt = Math.max(now(), current.updatedAt + 1);
    const snapshot: TimerSnapshot = { ...pickSnapshot(current), ...change, updatedAt };
    const nextTask = taskFor(snapshot.taskId, task === undefined ? current.task : task);
    state.setState({ ...snapshot, task: nextTask });
    write(snapshot);
    channel?.post({ snapshot, task: nextTask });
  };

  return {
    state,
    getState: state.getState,
    commit,
    taskUpdated: (task) => {
      const { taskId } = state.getState();
      state.setState(
        task.id === taskId ? { task, lastUpdatedTask: task } : { lastUpdatedTask: task },
      );
    },
    bindUser: (userId) => {
      const current = state.getState();
      if (current.userId === userId) return;
      if (current.userId === null) commit({ userId });
      else commit({ ...IDLE_SNAPSHOT, userId }, null);
    },
    refresh: () => {
      const stored = read();
      if (stored && stored.updatedAt > state.getState().updatedAt) apply(stored, null);
    },
    confirm: () => {
      if (!state.getState().confirmed) state.setState({ confirmed: true });
    },
    dispose: () => {
      unsubscribe?.();
      channel?.close();
    },
  };
}
