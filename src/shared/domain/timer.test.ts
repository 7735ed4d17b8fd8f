import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMER_PREFERENCES,
  formatClock,
  isTimerMode,
  modeDurationSeconds,
  nextModeAfterWork,
  remainingSeconds,
  TIMER_TICK_MS,
} from './timer.ts';

describe('timer defaults', () => {
  it('are work 25, short break 5, long break 15 minutes, ticking every second', () => {
    expect(DEFAULT_TIMER_PREFERENCES).toEqual({
      pomodoroLength: 25,
      breakLength: 5,
      longBreakLength: 15,
      pomodorosPerLongBreak: 4,
      autoStartBreaks: false,
      autoStartSessions: false,
    });
    expect(TIMER_TICK_MS).toBe(1000);
  });
});

describe('isTimerMode', () => {
  it('accepts the three modes only', () => {
    expect(isTimerMode('work')).toBe(true);
    expect(isTimerMode('shortBreak')).toBe(true);
    expect(isTimerMode('longBreak')).toBe(true);
    expect(isTimerMode('break')).toBe(false);
    expect(isTimerMode(undefined)).toBe(false);
  });
});

describe('nextModeAfterWork', () => {
  it('takes a short break until the fourth pomodoro, then a long one and resets', () => {
    expect(nextModeAfterWork(0)).toEqual({ mode: 'shortBreak', completedCount: 1 });
    expect(nextModeAfterWork(2)).toEqual({ mode: 'shortBreak', completedCount: 3 });
    expect(nextModeAfterWork(3)).toEqual({ mode: 'longBreak', completedCount: 0 });
  });

  it('follows a custom interval, and a counter above it still earns a long break', () => {
    expect(nextModeAfterWork(0, 1)).toEqual({ mode: 'longBreak', completedCount: 0 });
    expect(nextModeAfterWork(5, 4)).toEqual({ mode: 'longBreak', completedCount: 0 });
  });

  it('rejects invalid counters and intervals', () => {
    expect(() => nextModeAfterWork(-1)).toThrow(RangeError);
    expect(() => nextModeAfterWork(1.5)).toThrow(RangeError);
    expect(() => nextModeAfterWork(0, 0)).toThrow(RangeError);
  });

  it('gives exactly one long break per interval of pomodoros', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 10 }), (n, every) => {
        let count = 0;
        let longBreaks = 0;
        for (let i = 0; i < n; i += 1) {
          const next = nextModeAfterWork(count, every);
          if (next.mode === 'longBreak') longBreaks += 1;
          count = next.completedCount;
          expect(count).toBeLessThan(every);
        }
        expect(longBreaks).toBe(Math.floor(n / every));
      }),
    );
  });
});

describe('modeDurationSeconds', () => {
  it('uses the defaults', () => {
    expect(modeDurationSeconds('work')).toBe(1500);
    expect(modeDurationSeconds('shortBreak')).toBe(300);
    expect(modeDurationSeconds('longBreak')).toBe(900);
  });

  it('uses the user preferences', () => {
    const preferences = { pomodoroLength: 50, breakLength: 10, longBreakLength: 30 };
    expect(modeDurationSeconds('work', preferences)).toBe(3000);
    expect(modeDurationSeconds('shortBreak', preferences)).toBe(600);
    expect(modeDurationSeconds('longBreak', preferences)).toBe(1800);
  });
});

describe('remainingSeconds', () => {
  it('rounds up partial seconds', () => {
    expect(remainingSeconds(10_000, 0)).toBe(10);
    expect(remainingSeconds(10_000, 1)).toBe(10);
    expect(remainingSeconds(10_000, 9_999)).toBe(1);
    expect(remainingSeconds(10_000, 10_000)).toBe(0);
  });

  it('never goes negative', () => {
    expect(remainingSeconds(10_000, 99_000)).toBe(0);
    expect(Object.is(remainingSeconds(1_000, 1_500), 0)).toBe(true);
  });

  it('rejects non-finite times', () => {
    expect(() => remainingSeconds(Number.NaN, 0)).toThrow(RangeError);
    expect(() => remainingSeconds(0, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('is zero only once the end is reached', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: -1e7, max: 1e7 }),
        (now, left) => {
          const seconds = remainingSeconds(now + left, now);
          expect(Number.isInteger(seconds)).toBe(true);
          expect(seconds === 0).toBe(left <= 0);
          if (left > 0) expect(seconds * 1000 - left).toBeLessThan(1000);
        },
      ),
    );
  });
});

describe('formatClock', () => {
  it('shows mm:ss under an hour', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(5)).toBe('00:05');
    expect(formatClock(1500)).toBe('25:00');
    expect(formatClock(3599)).toBe('59:59');
  });

  it('shows h:mm:ss from an hour', () => {
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(3661)).toBe('1:01:01');
    expect(formatClock(36_000)).toBe('10:00:00');
  });

  it('shows 00:00 for negative or invalid input and rounds fractions up', () => {
    expect(formatClock(-5)).toBe('00:00');
    expect(formatClock(Number.NaN)).toBe('00:00');
    expect(formatClock(0.2)).toBe('00:01');
  });

  it('round-trips any whole number of seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3600 }), (seconds) => {
        const parts = formatClock(seconds).split(':').map(Number);
        const total = parts.reduce((sum, part) => sum * 60 + part, 0);
        expect(total).toBe(seconds);
      }),
    );
  });
});
