import { useEffect, useState } from 'react';
import { remainingSeconds, TIMER_TICK_MS } from '../../../../shared/domain/timer.ts';

/** Whole seconds left until `endsAt` (an ISO time), ticking; null without one. */
export function useSecondsUntil(endsAt: string | null): number | null {
  const end = endsAt ? Date.parse(endsAt) : null;
  const [now, setNow] = useState(() => Date.now());
  const left = end === null ? null : remainingSeconds(end, now);
  const running = left !== null && left > 0;
  useEffect(() => {
    if (!running || end === null) return;
    // The clock read at mount may be long gone when a block starts: read it afresh at once.
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [running, end]);
  return left;
}
