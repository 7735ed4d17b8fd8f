import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plannedSessionsText, sessionCountLabel, sessionProgressText } from './session-count.ts';
import { splitIntoSessions } from './session-split.ts';

describe('sessionCountLabel', () => {
  it('counts full pomodoros and marks a shorter session with +', () => {
    expect(sessionCountLabel([25, 25, 10])).toBe('2+');
    expect(sessionCountLabel([25])).toBe('1');
    expect(sessionCountLabel([10])).toBe('0+');
    expect(sessionCountLabel([25, 25])).toBe('2');
  });

  it('counts a session as full when it is at least as long as the first', () => {
    expect(sessionCountLabel([25, 30])).toBe('2');
    expect(sessionCountLabel([30, 25])).toBe('1+');
    expect(sessionCountLabel([30], 25)).toBe('1');
  });

  it('shows 0 without sessions', () => {
    expect(sessionCountLabel([])).toBe('0');
  });

  it('follows a custom pomodoro length', () => {
    expect(sessionCountLabel([45, 25], 45)).toBe('1+');
    expect(sessionCountLabel([15, 15], 15)).toBe('2');
    expect(sessionCountLabel([10], 15)).toBe('0+');
  });

  it("counts a task by the length it was split with, after the user's length changed", () => {
    expect(sessionCountLabel([15, 15], 25)).toBe('2');
    expect(sessionCountLabel([15, 15, 5], 25)).toBe('2+');
    expect(sessionCountLabel([25, 25, 10], 15)).toBe('2+');
  });

  it('matches the split of any task: floor(minutes/25), + when there is a remainder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), (minutes) => {
        const plus = minutes % 25 === 0 ? '' : '+';
        expect(sessionCountLabel(splitIntoSessions(minutes))).toBe(
          `${Math.floor(minutes / 25)}${plus}`,
        );
      }),
    );
  });
});

describe('sessionProgressText', () => {
  it('shows total and completed sessions', () => {
    expect(
      sessionProgressText([
        { status: 'completed' },
        { status: 'interrupted' },
        { status: 'pending' },
      ]),
    ).toBe('3 Sessions (1 completed)');
  });

  it('uses the singular for exactly one session', () => {
    expect(sessionProgressText([{ status: 'completed' }])).toBe('1 Session (1 completed)');
  });

  it('uses the plural for zero sessions', () => {
    expect(sessionProgressText([])).toBe('0 Sessions (0 completed)');
  });
});

describe('plannedSessionsText', () => {
  it('counts the sessions a task is split into by the given length', () => {
    expect(plannedSessionsText(25, 25)).toBe('1 session');
    expect(plannedSessionsText(30, 25)).toBe('2 sessions');
    expect(plannedSessionsText(30, 1)).toBe('30 sessions');
  });
});
