import {
  modeDurationSeconds,
  nextModeAfterWork,
  remainingSeconds,
  type TimerMode,
  type TimerPreferences,
} from '../../../../shared/domain/timer.ts';
import type { PomodoroSession } from '../../../../shared/tasks.schemas.ts';

/** What happened at the end of the last phase, so every tab can announce it once. */
export type TimerOutcome =
  | { id: string; kind: 'work'; sessionId: string; taskId: string; taskCompleted: boolean }
  | { id: string; kind: 'break' };

/**
 * The timer as every tab shares it and a reload restores it: ids, timestamps and counters only.
 * While running, `endsAt` is set; while paused, `pausedRemainingMs` is. The time left is always
 * derived from them (DESIGN.md 5.4), never counted down by ticks.
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
  updatedAt: 0,
};

export type SnapshotChange = Partial<Omit<TimerSnapshot, 'updatedAt'>>;

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
  };
}

/** The break after a finished work phase, starting at `startedAt`. */
export function breakPhase(
  state: TimerSnapshot,
  preferences: TimerPreferences,
  startedAt: number,
): SnapshotChange {
  const next = nextModeAfterWork(state.completedCount);
  const seconds = modeDurationSeconds(next.mode, preferences);
  return {
    mode: next.mode,
    sessionId: null,
    finishedSessionId: state.sessionId,
    endsAt: startedAt + seconds * 1000,
    pausedRemainingMs: null,
    totalSeconds: seconds,
    completedCount: next.completedCount,
    breakId: null,
    phaseId: newId(),
  };
}

/** No timer; the pomodoro counter and the last outcome stay. */
export const cleared: SnapshotChange = {
  mode: null,
  taskId: null,
  sessionId: null,
  endsAt: null,
  pausedRemainingMs: null,
  totalSeconds: 0,
  breakId: null,
  phaseId: null,
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

export function resumed(state: TimerSnapshot, now: number): SnapshotChange {
  if (state.pausedRemainingMs === null) return {};
  return { endsAt: now + state.pausedRemainingMs, pausedRemainingMs: null };
}

export const isRunning = (state: TimerSnapshot) => state.mode !== null && state.endsAt !== null;
export const isPaused = (state: TimerSnapshot) =>
  state.mode !== null && state.pausedRemainingMs !== null;
