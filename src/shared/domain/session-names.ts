/** Naming steps only helps when there is more than one session to tell apart. */
export const MIN_SESSIONS_TO_SPLIT = 2;

/** Whether a task of `sessionCount` sessions may be split into named steps. */
export function canSplitIntoSteps(sessionCount: number): boolean {
  return sessionCount >= MIN_SESSIONS_TO_SPLIT;
}
