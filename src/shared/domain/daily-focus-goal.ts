/** The minutes of focus a user aims for each day, unless they set their own. */
export const DEFAULT_DAILY_FOCUS_GOAL_MINUTES = 120;

/** The goal may be set in whole minutes within these bounds, inclusive. */
export const DAILY_FOCUS_GOAL_LIMITS = { min: 5, max: 16 * 60 } as const;

export interface GoalProgress {
  /** Focus minutes so far, never negative. */
  minutes: number;
  goal: number;
  reached: boolean;
  /** 0 to 1: how much of the goal is done, capped at the whole of it. */
  fraction: number;
  /** Minutes still to go, 0 once the goal is reached. */
  minutesLeft: number;
}

/** How a day's focus compares with the goal. */
export function goalProgress(focusMinutes: number, goal: number): GoalProgress {
  if (!Number.isInteger(goal) || goal < 1) {
    throw new RangeError(`A daily focus goal must be a whole number of minutes >= 1, got ${goal}`);
  }
  const minutes = Math.max(0, Math.floor(focusMinutes));
  return {
    minutes,
    goal,
    reached: minutes >= goal,
    fraction: Math.min(1, minutes / goal),
    minutesLeft: Math.max(0, goal - minutes),
  };
}

/** Of the days given (each with its focus minutes), how many reached the goal. */
export function daysGoalReached(days: readonly { focusMinutes: number }[], goal: number): number {
  return days.filter((day) => goalProgress(day.focusMinutes, goal).reached).length;
}
