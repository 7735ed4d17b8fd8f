export const TIMER_MODES = ['work', 'shortBreak', 'longBreak'] as const;
export type TimerMode = (typeof TIMER_MODES)[number];
export type BreakMode = Exclude<TimerMode, 'work'>;

export const DEFAULT_WORK_MINUTES = 25;
export const DEFAULT_SHORT_BREAK_MINUTES = 5;
export const DEFAULT_LONG_BREAK_MINUTES = 15;
export const DEFAULT_POMODOROS_PER_LONG_BREAK = 4;
export const TIMER_TICK_MS = 1000;

/** The lengths of the timer's phases, in whole minutes. */
export interface TimerLengths {
  pomodoroLength: number;
  breakLength: number;
  longBreakLength: number;
}

export type TimerLengthKey = keyof TimerLengths;

/** How the timer runs: its lengths, the cycle of breaks, and what starts by itself. */
export interface TimerPreferences extends TimerLengths {
  /** Focus sessions before a long break. */
  pomodorosPerLongBreak: number;
  /** A break starts by itself when a focus session ends; otherwise it waits for Start. */
  autoStartBreaks: boolean;
  /** The task's next session starts by itself when a break ends; otherwise it is offered. */
  autoStartSessions: boolean;
}

export const DEFAULT_TIMER_PREFERENCES: Readonly<TimerPreferences> = {
  pomodoroLength: DEFAULT_WORK_MINUTES,
  breakLength: DEFAULT_SHORT_BREAK_MINUTES,
  longBreakLength: DEFAULT_LONG_BREAK_MINUTES,
  pomodorosPerLongBreak: DEFAULT_POMODOROS_PER_LONG_BREAK,
  autoStartBreaks: false,
  autoStartSessions: false,
};

/** The whole minutes each timer length may be set to, inclusive. */
export const TIMER_LENGTH_LIMITS: Readonly<Record<TimerLengthKey, { min: number; max: number }>> = {
  pomodoroLength: { min: 1, max: 120 },
  breakLength: { min: 1, max: 60 },
  longBreakLength: { min: 1, max: 120 },
};

/** The focus sessions before a long break may be set to, inclusive. */
export const POMODOROS_PER_LONG_BREAK_LIMITS = { min: 1, max: 12 } as const;

export function isTimerMode(value: unknown): value is TimerMode {
  return typeof value === 'string' && TIMER_MODES.some((mode) => mode === value);
}

export interface NextBreak {
  mode: BreakMode;
  /** The completed-pomodoro counter after this work period. */
  completedCount: number;
}

/**
 * After a finished work period: the counter grows by one; reaching `perLongBreak` starts a long
 * break and resets it, otherwise a short break starts.
 */
export function nextModeAfterWork(
  completedCount: number,
  perLongBreak: number = DEFAULT_POMODOROS_PER_LONG_BREAK,
): NextBreak {
  if (!Number.isInteger(completedCount) || completedCount < 0) {
    throw new RangeError(`Completed count must be a whole number >= 0, got ${completedCount}`);
  }
  if (!Number.isInteger(perLongBreak) || perLongBreak < 1) {
    throw new RangeError(
      `Pomodoros per long break must be a whole number >= 1, got ${perLongBreak}`,
    );
  }
  const count = completedCount + 1;
  // >= rather than ===: a counter left above a lowered setting still earns its long break.
  return count >= perLongBreak
    ? { mode: 'longBreak', completedCount: 0 }
    : { mode: 'shortBreak', completedCount: count };
}

export function modeDurationSeconds(
  mode: TimerMode,
  preferences: TimerLengths = DEFAULT_TIMER_PREFERENCES,
): number {
  const minutes = {
    work: preferences.pomodoroLength,
    shortBreak: preferences.breakLength,
    longBreak: preferences.longBreakLength,
  }[mode];
  return minutes * 60;
}

/**
 * Whole seconds left until `endsAt` (both epoch milliseconds), never negative. Rounded up so the
 * display never shows 00:00 while time remains.
 */
export function remainingSeconds(endsAt: number, now: number): number {
  if (!Number.isFinite(endsAt) || !Number.isFinite(now)) {
    throw new RangeError('endsAt and now must be finite epoch milliseconds');
  }
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** 'mm:ss', or 'h:mm:ss' from one hour up. Negative input shows 00:00. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(rest)}` : `${pad2(minutes)}:${pad2(rest)}`;
}
