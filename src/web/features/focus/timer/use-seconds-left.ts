import { useEffect, useState } from 'react';
import { remainingSeconds } from '../../../../shared/domain/timer.ts';
import { useTimerStore } from './timer-store-instance.ts';

/**
 * Whole seconds left on the timer, re-rendering as they change. Only re-renders: the time is
 * always derived from the end timestamp, so a hidden tab or a sleep shows the right value.
 */
export function useSecondsLeft(): number {
  const endsAt = useTimerStore((state) => state.endsAt);
  const pausedMs = useTimerStore((state) => state.pausedRemainingMs);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const current = Date.now();
      setNow(current);
      const left = endsAt - current;
      // Wake at the next whole-second boundary of the countdown, so the display is never a second
      // behind; a timer firing early just wakes again for the rest.
      if (left > 0) timer = setTimeout(update, left % 1000 || 1000);
    };
    const onVisible = () => {
      clearTimeout(timer);
      update();
    };
    update();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [endsAt]);

  if (endsAt !== null) return remainingSeconds(endsAt, Math.max(now, 0));
  return remainingSeconds(pausedMs ?? 0, 0);
}
