import { useEffect } from 'react';
import { TIMER_TICK_MS } from '../../../../shared/domain/timer.ts';
import { getTimer } from './timer-instance.ts';
import { useTimerStore } from './timer-store-instance.ts';

/**
 * Drives the end of each phase: a timeout at the end timestamp, a once-a-second check (a timeout
 * can fire late in a throttled tab), and a check whenever the tab comes back into view, when it
 * also re-reads the stored timer in case it missed a message while frozen.
 */
export function useTimerEngine(isLeader: boolean): void {
  const endsAt = useTimerStore((state) => state.endsAt);

  useEffect(() => {
    const { store } = getTimer();
    const onVisible = () => {
      if (document.visibilityState === 'visible') store.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  useEffect(() => {
    if (endsAt === null) return;
    const { controller } = getTimer();
    const check = () => controller.tick();
    const interval = setInterval(check, TIMER_TICK_MS);
    const due = setTimeout(check, Math.max(0, endsAt - Date.now()));
    document.addEventListener('visibilitychange', check);
    check();
    return () => {
      clearInterval(interval);
      clearTimeout(due);
      document.removeEventListener('visibilitychange', check);
    };
  }, [endsAt]);

  // A tab that has just become the leader checks at once for a phase its predecessor left due.
  useEffect(() => {
    if (isLeader) getTimer().controller.tick();
  }, [isLeader]);
}
