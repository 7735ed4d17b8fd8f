import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TASK_MINUTES,
  MAX_TASK_MINUTES,
  parseTaskMinutes,
  plannedSessionCount,
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

describe('parseTaskMinutes', () => {
  it('defaults to 25 for empty or non-numeric input', () => {
    for (const input of ['', '   ', 'abc', '12abc', 'Infinity', null, undefined, Number.NaN]) {
      expect(parseTaskMinutes(input)).toBe(DEFAULT_TASK_MINUTES);
    }
  });

  it('has a minimum of 1', () => {
    expect(parseTaskMinutes('0')).toBe(1);
    expect(parseTaskMinutes('-5')).toBe(1);
    expect(parseTaskMinutes(0)).toBe(1);
    expect(parseTaskMinutes('0.2')).toBe(1);
  });

  it('rounds fractions up', () => {
    expect(parseTaskMinutes('12.7')).toBe(13);
    expect(parseTaskMinutes('12.1')).toBe(13);
    expect(parseTaskMinutes(12.7)).toBe(13);
  });

  it('keeps whole numbers, trimming spaces', () => {
    expect(parseTaskMinutes('30')).toBe(30);
    expect(parseTaskMinutes(' 30 ')).toBe(30);
    expect(parseTaskMinutes(45)).toBe(45);
  });

  it('clamps to the maximum', () => {
    expect(parseTaskMinutes('1440')).toBe(1440);
    expect(parseTaskMinutes('1441')).toBe(MAX_TASK_MINUTES);
    expect(parseTaskMinutes('1e9')).toBe(MAX_TASK_MINUTES);
  });

  it('always gives a whole number that splitIntoSessions accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.constant(null)), (input) => {
        const minutes = parseTaskMinutes(input);
        expect(Number.isInteger(minutes)).toBe(true);
        expect(minutes).toBeGreaterThanOrEqual(1);
        expect(minutes).toBeLessThanOrEqual(MAX_TASK_MINUTES);
        expect(() => splitIntoSessions(minutes)).not.toThrow();
      }),
    );
  });
});
