import type { TimerMode } from '../../../../../shared/domain/timer.ts';

/** What the docked timer shows, worked out once for both of its states. */
export interface TimerView {
  mode: TimerMode;
  paused: boolean;
  /** A break that has not started yet: it waits for Start (or Skip). */
  waiting: boolean;
  clock: string;
  /** 0 to 1 of the phase gone by. */
  progress: number;
  title: string | null;
  /** The running session's name, one step of the task's work; null when it has none. */
  step: string | null;
  completedCount: number;
}

export interface TimerViewActions {
  onPause(): void;
  onResume(): void;
  onStop(): void;
  /** In a break: ends it and starts the task's next session. Absent when there is none. */
  onSkipBreak?: () => void;
  /** A session start is on its way to the server. */
  starting: boolean;
  onHelp(): void;
}
