import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TASK_MINUTES,
  isAllowedTaskMinutes,
  MAX_TASK_MINUTES,
  MIN_TASK_MINUTES,
  plannedSessionCount,
  readTaskMinutes,
  splitIntoSessions,
} from './session-split.ts';

describe('splitIntoSessions', () => {
  it('splits into 25-minute sessions with the remainder last', () => {
    expect(splitIntoSessions(60)).toEqual([25, 25, 10]);
    expect(splitIntoSessions(25)).toEqual([25]);
    expect(splitIntoSessions(50)).toEqual([25, 25]);
    expect(splitIntoSessions(1)).toEqual([1]);
    expect(splitIntoSessions(26)).toEqual([25, 1]);
  });

  it('gives no sessions for zero minutes', () => {
    expect(splitIntoSessions(0)).toEqual([]);
  });

  it('uses a custom session length', () => {
    expect(splitIntoSessions(100, 45)).toEqual([45, 45, 10]);
  });

  it('rejects invalid minutes and lengths', () => {
    expect(() => splitIntoSessions(-1)).toThrow(RangeError);
    expect(() => splitIntoSessions(1.5)).toThrow(RangeError);
    expect(() => splitIntoSessions(Number.NaN)).toThrow(RangeError);
    expect(() => splitIntoSessions(MAX_TASK_MINUTES + 1)).toThrow(RangeError);
    expect(() => splitIntoSessions(60, 0)).toThrow(RangeError);
    expect(() => splitIntoSessions(60, 2.5)).toThrow(RangeError);
  });

  it('always sums to the minutes, in parts of 1..length, ceil(minutes/length) of them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_TASK_MINUTES }),
        fc.integer({ min: 1, max: 120 }),
        (minutes, length) => {
          const parts = splitIntoSessions(minutes, length);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(minutes);
          expect(parts.every((part) => part >= 1 && part <= length)).toBe(true);
          expect(parts.length).toBe(Math.ceil(minutes / length));
          expect(parts.length).toBe(plannedSessionCount(minutes, length));
          expect(parts.slice(0, -1).every((part) => part === length)).toBe(true);
        },
      ),
    );
  });
});

describe('plannedSessionCount', () => {
  it('rounds up', () => {
    expect(plannedSessionCount(60)).toBe(3);
    expect(plannedSessionCount(75)).toBe(3);
    expect(plannedSessionCount(76)).toBe(4);
    expect(plannedSessionCount(1)).toBe(1);
    expect(plannedSessionCount(0)).toBe(0);
  });

  it('rejects invalid input', () => {
    expect(() => plannedSessionCount(-5)).toThrow(RangeError);
    expect(() => plannedSessionCount(10, -1)).toThrow(RangeError);
  });
});

describe('readTaskMinutes', () => {
  it('defaults to 25 when the field is empty', () => {
    for (const input of ['', '   ']) {
      expect(readTaskMinutes(input)).toEqual({ minutes: DEFAULT_TASK_MINUTES });
    }
  });

  it('takes whole minutes within the limits as they are', () => {
    expect(readTaskMinutes('1')).toEqual({ minutes: 1 });
    expect(readTaskMinutes(' 60 ')).toEqual({ minutes: 60 });
    expect(readTaskMinutes(String(MAX_TASK_MINUTES))).toEqual({ minutes: MAX_TASK_MINUTES });
  });

  it('refuses anything else with what is allowed, instead of changing it', () => {
    for (const input of ['0', '-5', '99999', '1441', '12.5', 'abc', 'Infinity']) {
      expect(readTaskMinutes(input)).toEqual({
        error: 'Enter a whole number of minutes from 1 to 1440.',
      });
    }
  });
});

describe('isAllowedTaskMinutes', () => {
  it('allows whole minutes from MIN_TASK_MINUTES to MAX_TASK_MINUTES', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (minutes) => {
        expect(isAllowedTaskMinutes(minutes)).toBe(
          minutes >= MIN_TASK_MINUTES && minutes <= MAX_TASK_MINUTES,
        );
      }),
    );
    expect(isAllowedTaskMinutes(2.5)).toBe(false);
    expect(isAllowedTaskMinutes(Number.NaN)).toBe(false);
  });
});
