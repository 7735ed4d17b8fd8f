import { DAILY_FOCUS_GOAL_LIMITS } from '../../../shared/domain/daily-focus-goal.ts';
import { MAX_SESSIONS_PER_TASK } from '../../../shared/domain/session-split.ts';
import {
  POMODOROS_PER_LONG_BREAK_LIMITS,
  TIMER_LENGTH_LIMITS,
} from '../../../shared/domain/timer.ts';

export type NumberKey =
  | 'pomodoroLength'
  | 'breakLength'
  | 'longBreakLength'
  | 'pomodorosPerLongBreak'
  | 'dailyFocusGoal';

export interface NumberField {
  key: NumberKey;
  label: string;
  /** What the number counts, in the plural: 'minutes', 'sessions'. */
  unit: string;
  min: number;
  max: number;
  /** What the setting changes, when that is not plain from its name. */
  explanation?: string;
}

/** What the Pomodoro length changes, which Settings says under the lengths. */
export const POMODORO_LENGTH_EXPLANATION = `The Pomodoro length is the length of every focus session from the next one you start, on every task: when a session starts, the time its task has left is split into sessions of this length (at most ${MAX_SESSIONS_PER_TASK} a task, longer ones past that). A paused session resumes with the time it had left.`;

// The ranges are the server's own, so the form accepts exactly what the server does.
export const SESSION_LENGTH_FIELDS: readonly NumberField[] = [
  {
    key: 'pomodoroLength',
    label: 'Pomodoro length',
    unit: 'minutes',
    ...TIMER_LENGTH_LIMITS.pomodoroLength,
  },
  {
    key: 'breakLength',
    label: 'Short break length',
    unit: 'minutes',
    ...TIMER_LENGTH_LIMITS.breakLength,
  },
  {
    key: 'longBreakLength',
    label: 'Long break length',
    unit: 'minutes',
    ...TIMER_LENGTH_LIMITS.longBreakLength,
  },
];

export const CYCLE_FIELDS: readonly NumberField[] = [
  {
    key: 'pomodorosPerLongBreak',
    label: 'Sessions before a long break',
    unit: 'sessions',
    ...POMODOROS_PER_LONG_BREAK_LIMITS,
  },
  {
    key: 'dailyFocusGoal',
    label: 'Daily focus goal',
    unit: 'minutes',
    ...DAILY_FOCUS_GOAL_LIMITS,
    explanation: 'Shown on your dashboard, and counted in your streak on the Insights page.',
  },
];

export const NUMBER_FIELDS: readonly NumberField[] = [...SESSION_LENGTH_FIELDS, ...CYCLE_FIELDS];

export type NumberValues = Record<NumberKey, string>;

/** A whole number within the field's range, or the message saying what to enter. */
export function parseNumber(field: NumberField, text: string): number | { error: string } {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value) || value < field.min || value > field.max) {
    return { error: `Enter a whole number of ${field.unit} from ${field.min} to ${field.max}.` };
  }
  return value;
}
