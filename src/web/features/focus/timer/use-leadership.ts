import { useEffect, useSyncExternalStore } from 'react';
import { getTimer } from './timer-instance.ts';

/** Joins this tab to the timer's leader election while mounted. */
export function useLeadershipElection(): void {
  useEffect(() => {
    const { leadership } = getTimer();
    leadership.start();
    return () => leadership.stop();
  }, []);
}

/** Whether this tab acts for the timer (ends phases, plays music). */
export function useIsTimerLeader(): boolean {
  const { leadership } = getTimer();
  return useSyncExternalStore(leadership.subscribe, leadership.isLeader, leadership.isLeader);
}
