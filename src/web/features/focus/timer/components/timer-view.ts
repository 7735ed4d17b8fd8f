import type { TimerMode } from '../../../../../shared/domain/timer.ts';

/** What the floating timer shows, worked out once for both of its states. */
export interface TimerView {
  mode: TimerMode;
  paused: boolean;
  clock: string;
  /** 0 to 1 of the phase gone by. */
  progress: number;
  title: string | null;
  completedCount: number;
}

export interface TimerViewActions {
  onPause(): void;
  onResume(): void;
  onStop(): void;
  stopping: boolean;
  onHelp(): void;
}
