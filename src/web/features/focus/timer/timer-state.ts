import {
  modeDurationSeconds,
  nextModeAfterWork,
  remainingSeconds,
  type TimerLengthKey,
  type TimerMode,
  type TimerPreferences,
} from '../../../../shared/domain/timer.ts';
import type { PomodoroSession } from '../../../../shared/tasks.schemas.ts';

/** What happened at the end of the last phase, so every tab can announce it once. */
export type TimerOutcome =
  | { id: string; kind: 'work'; sessionId: string; taskId: string; taskCompleted: boolean }
  | { id: string; kind: 'break' };

/** What the user last did to a work session: the server is told in the same order. */
export type SessionAction = 'pause' | 'resume' | 'stop';

/**
 * A pause, resume or stop this browser made that the server has not confirmed yet. It is kept
 * (and survives a reload) until the server has it, so a change made offline is not lost.
 */
export interface UnsyncedChange {
  /** Changes with every action, so a round of calls can tell the user acted meanwhile. */
  id: string;
  sessionId: string;
  action: SessionAction;
  /** The session's state on the server as this browser last knew it. */
  serverStatus: 'active' | 'interrupted';
  /** Whole seconds left when it was paused or stopped (a stopped timer no longer holds them). */
  remainingSeconds: number;
  /** A call failed because the server could not be reached: the user is told it is pending. */
  failed: boolean;
}

/**
 * The timer as every tab shares it and a reload restores it: ids, timestamps and counters only.
 * While running, `endsAt` is set; while paused, `pausedRemainingMs` is. The time left is always
 * derived from them, never counted down by ticks.
 */
export interface TimerSnapshot {
  userId: string | null;
  /** null: no timer. */
  mode: TimerMode | null;
  taskId: string | null;
  /** The running work session (work mode only). */
  sessionId: string | null;
  /** The session that just ended, so a late 'active' report of it is not taken for a new start. */
  finishedSessionId: string | null;
  endsAt: number | null;
  pausedRemainingMs: number | null;
  /** Length of the whole phase, for the progress ring. */
  totalSeconds: number;
  completedCount: number;
  breakId: string | null;
  /** Changes with every phase, so a late answer can tell it belongs to a phase already over. */
  phaseId: string | null;
  outcome: TimerOutcome | null;
  unsynced: UnsyncedChange | null;
  /** The break after `taskId`'s session is over: its next session is offered (mode is null). */
  breakOver: boolean;
  /** A break that has not started: it waits, whole, for the user's Start (or Skip). */
  breakWaiting: boolean;
  updatedAt: number;
}

export const IDLE_SNAPSHOT: TimerSnapshot = {
  userId: null,
  mode: null,
  taskId: null,
  sessionId: null,
  finishedSessionId: null,
  endsAt: null,
  pausedRemainingMs: null,
  totalSeconds: 0,
  completedCount: 0,
  breakId: null,
  phaseId: null,
  outcome: null,
  unsynced: null,
  breakOver: false,
  breakWaiting: false,
  updatedAt: 0,
};

export type SnapshotChange = Partial<Omit<TimerSnapshot, 'updatedAt'>>;

/** Only the shared fields, in a fixed order: what is written to storage and sent to other tabs. */
export function pickSnapshot(state: TimerSnapshot): TimerSnapshot {
  const snapshot = { ...IDLE_SNAPSHOT };
  for (const key of Object.keys(IDLE_SNAPSHOT) as (keyof TimerSnapshot)[]) {
    Object.assign(snapshot, { [key]: state[key] });
  }
  return snapshot;
}

export const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** A work countdown lasts the session's own length, or what was left of it when it was stopped. */
export function workSeconds(session: PomodoroSession): number {
  const stored = session.remainingTimeSeconds;
  return stored && stored > 0 ? stored : session.durationMinutes * 60;
}

/** A work phase for `session`, ending `seconds` after `startedAt`. */
export function workPhase(
  session: PomodoroSession,
  startedAt: number,
  seconds = workSeconds(session),
): SnapshotChange {
  return {
    mode: 'work',
    taskId: session.taskId,
    sessionId: session.id,
    finishedSessionId: null,
    endsAt: startedAt + seconds * 1000,
    pausedRemainingMs: null,
    totalSeconds: session.durationMinutes * 60,
    breakId: null,
    phaseId: newId(),
    breakOver: false,
    breakWaiting: false,
  };
}

/** What decides the break after a focus session: its lengths, the cycle, and whether it waits. */
export type BreakSettings = Pick<
  TimerPreferences,
  TimerLengthKey | 'pomodorosPerLongBreak' | 'autoStartBreaks'
>;

/**
 * The break after a finished work phase: counting down from `startedAt` when breaks start by
 * themselves, otherwise whole and waiting for the user's Start.
 */
export function breakPhase(
  state: TimerSnapshot,
  settings: BreakSettings,
  startedAt: number,
): SnapshotChange {
  const next = nextModeAfterWork(state.completedCount, settings.pomodorosPerLongBreak);
  const seconds = modeDurationSeconds(next.mode, settings);
  const waits = !settings.autoStartBreaks;
  return {
    mode: next.mode,
    sessionId: null,
    finishedSessionId: state.sessionId,
    endsAt: waits ? null : startedAt + seconds * 1000,
    pausedRemainingMs: waits ? seconds * 1000 : null,
    totalSeconds: seconds,
    completedCount: next.completedCount,
    breakId: null,
    phaseId: newId(),
    breakWaiting: waits,
  };
}

/** No timer; the pomodoro counter, the last outcome and a change still unsent stay. */
export const cleared: SnapshotChange = {
  mode: null,
  taskId: null,
  sessionId: null,
  endsAt: null,
  pausedRemainingMs: null,
  totalSeconds: 0,
  breakId: null,
  phaseId: null,
  breakOver: false,
  breakWaiting: false,
};

export function remainingMs(state: TimerSnapshot, now: number): number {
  if (state.endsAt !== null) return Math.max(0, state.endsAt - now);
  return Math.max(0, state.pausedRemainingMs ?? 0);
}

/** Whole seconds left, rounded up like the shared rule, running or paused. */
export function secondsLeft(state: TimerSnapshot, now: number): number {
  return remainingSeconds(now + remainingMs(state, now), now);
}

export function paused(state: TimerSnapshot, now: number): SnapshotChange {
  if (state.endsAt === null) return {};
  return { endsAt: null, pausedRemainingMs: remainingMs(state, now) };
}

/** Counts on from where it was paused; a break that was waiting starts now. */
export function resumed(state: TimerSnapshot, now: number): SnapshotChange {
  if (state.pausedRemainingMs === null) return {};
  return { endsAt: now + state.pausedRemainingMs, pausedRemainingMs: null, breakWaiting: false };
}

export const isRunning = (state: TimerSnapshot) => state.mode !== null && state.endsAt !== null;
export const isPaused = (state: TimerSnapshot) =>
  state.mode !== null && state.pausedRemainingMs !== null;

/** The work session this timer counts down, running or paused; null in a break or idle. */
export const followedSession = (state: TimerSnapshot): string | null =>
  state.mode === 'work' ? state.sessionId : null;

/**
 * A stored timer or offer may be stale (stopped on another device since): it waits for the
 * server's word before it shows. A change of the user's own that is still unsent shows at once.
 */
export const needsConfirmation = (snapshot: TimerSnapshot): boolean =>
  (snapshot.mode !== null || snapshot.breakOver) && snapshot.unsynced === null;
