import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import {
  IDLE_SNAPSHOT,
  needsConfirmation,
  pickSnapshot,
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
  /**
   * True while a timer kept from an earlier visit waits to be read back (`restore`): the page
   * shows it is being checked rather than no timer, which it may not be.
   */
  restoring: boolean;
}

/**
 * What storage and other tabs hand over is checked before it is taken; anything else is ignored,
 * not trusted. The checks are made with zod, which loads after the page (timer-snapshot-schema.ts).
 */
export interface TimerChecks {
  snapshot(value: unknown): TimerSnapshot | null;
  task(value: unknown): Task | null;
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
  /**
   * Reads the stored timer back with `checks` (the first call only), then takes the other tabs'
   * messages that came meanwhile. Until then the store holds no timer: the controller, the one
   * thing that changes it, is made only after (timer-instance.ts).
   */
  restore(checks: TimerChecks): void;
  dispose(): void;
}

export interface TimerStoreOptions {
  storage?: TimerStorage | null;
  channel?: TimerChannel | null;
  now?: () => number;
  key?: string;
  /** Restores at once with these; without them the store waits for `restore`. */
  checks?: TimerChecks;
}

/**
 * Whether stored text looks like a timer or an offer: read without trusting it, only to show the
 * timer as being checked, not as absent, until `restore` has checked it.
 */
function mayHoldTimer(raw: string | null | undefined): boolean {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null) return false;
    return (
      ('mode' in value && value.mode !== null) || ('breakOver' in value && value.breakOver === true)
    );
  } catch {
    return false;
  }
}

function storedText(storage: TimerStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function createTimerStore(options: TimerStoreOptions = {}): TimerStore {
  const { storage = null, channel = null, now = Date.now, key = TIMER_STORAGE_KEY } = options;
  let checks: TimerChecks | null = null;
  let early: unknown[] = [];

  const read = (): TimerSnapshot | null => {
    try {
      const raw = storedText(storage, key);
      return checks && raw ? checks.snapshot(JSON.parse(raw)) : null;
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

  const state = createStore<TimerState>()(() => ({
    ...IDLE_SNAPSHOT,
    task: null,
    lastUpdatedTask: null,
    confirmed: true,
    restoring: mayHoldTimer(storedText(storage, key)),
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
    if (!checks) {
      early.push(message);
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const { snapshot: raw, task: rawTask } = message as Record<string, unknown>;
    const snapshot = checks.snapshot(raw);
    if (!snapshot || snapshot.updatedAt <= state.getState().updatedAt) return;
    apply(snapshot, checks.task(rawTask));
  };
  const unsubscribe = channel?.subscribe(receive);

  const restore = (given: TimerChecks) => {
    if (checks) return;
    checks = given;
    const stored = read();
    if (stored && stored.updatedAt > state.getState().updatedAt) {
      state.setState({ ...stored, confirmed: !needsConfirmation(stored), restoring: false });
    } else {
      state.setState({ restoring: false });
    }
    const messages = early;
    early = [];
    for (const message of messages) receive(message);
  };
  if (options.checks) restore(options.checks);

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
    restore,
    dispose: () => {
      unsubscribe?.();
      channel?.close();
    },
  };
}
