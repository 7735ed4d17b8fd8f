import { TIMER_LENGTH_LIMITS } from '../../../shared/domain/timer.ts';

export type LengthKey = 'pomodoroLength' | 'breakLength' | 'longBreakLength';

export interface LengthField {
  key: LengthKey;
  label: string;
  min: number;
  max: number;
}

// The ranges are the server's own, so the form accepts exactly what the server does.
const range = (key: LengthKey) => TIMER_LENGTH_LIMITS[key];

export const LENGTH_FIELDS: readonly LengthField[] = [
  { key: 'pomodoroLength', label: 'Pomodoro length', ...range('pomodoroLength') },
  { key: 'breakLength', label: 'Short break length', ...range('breakLength') },
  { key: 'longBreakLength', label: 'Long break length', ...range('longBreakLength') },
];

export type LengthValues = Record<LengthKey, string>;

/** Whole minutes within the field's range, or the message saying what to enter. */
export function parseLength(field: LengthField, text: string): number | { error: string } {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value) || value < field.min || value > field.max) {
    return { error: `Enter a whole number of minutes from ${field.min} to ${field.max}.` };
  }
  return value;
}
