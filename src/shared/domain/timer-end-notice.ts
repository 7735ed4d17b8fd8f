import type { TimerMode } from './timer.ts';

/**
 * What the end of a focus session or a break says, in the tab and in a push to a closed one.
 * `next` is the break that follows a session when it is known (the server does not keep count
 * of the day's sessions, so its push says 'a break').
 */
export function endNotice(
  ended: TimerMode,
  next: TimerMode | null,
): { title: string; body: string } {
  if (ended === 'work') {
    const length =
      next === 'longBreak' ? 'a long break' : next === 'shortBreak' ? 'a short break' : 'a break';
    return { title: 'Pomodoro complete', body: `Well done! Time for ${length}.` };
  }
  return { title: 'Break is over', body: 'Ready for the next focus session?' };
}
