import { describe, expect, it } from 'vitest';
import {
  DAILY_FOCUS_GOAL_LIMITS,
  DEFAULT_DAILY_FOCUS_GOAL_MINUTES,
  daysGoalReached,
  goalProgress,
} from './daily-focus-goal.ts';

describe('goalProgress', () => {
  it('counts the minutes toward the goal and what is left', () => {
    expect(goalProgress(45, 120)).toEqual({
      minutes: 45,
      goal: 120,
      reached: false,
      fraction: 0.375,
      minutesLeft: 75,
    });
  });

  it('is reached at the goal exactly, and caps the fraction above it', () => {
    expect(goalProgress(120, 120)).toMatchObject({ reached: true, fraction: 1, minutesLeft: 0 });
    expect(goalProgress(300, 120)).toMatchObject({ reached: true, fraction: 1, minutesLeft: 0 });
  });

  it('reads negative or fractional minutes as whole minutes from zero', () => {
    expect(goalProgress(-5, 60)).toMatchObject({ minutes: 0, minutesLeft: 60 });
    expect(goalProgress(59.9, 60)).toMatchObject({ minutes: 59, reached: false });
  });

  it('refuses a goal that is not a positive whole number', () => {
    expect(() => goalProgress(10, 0)).toThrow(RangeError);
    expect(() => goalProgress(10, 1.5)).toThrow(RangeError);
  });
});

describe('daysGoalReached', () => {
  it('counts the days at or above the goal', () => {
    const days = [45, 120, 0, 200, 119].map((focusMinutes) => ({ focusMinutes }));
    expect(daysGoalReached(days, 120)).toBe(2);
    expect(daysGoalReached([], 120)).toBe(0);
  });
});

describe('the default goal', () => {
  it('is two hours, within the allowed range', () => {
    expect(DEFAULT_DAILY_FOCUS_GOAL_MINUTES).toBe(120);
    expect(DEFAULT_DAILY_FOCUS_GOAL_MINUTES).toBeGreaterThanOrEqual(DAILY_FOCUS_GOAL_LIMITS.min);
    expect(DEFAULT_DAILY_FOCUS_GOAL_MINUTES).toBeLessThanOrEqual(DAILY_FOCUS_GOAL_LIMITS.max);
  });
});
