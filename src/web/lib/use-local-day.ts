import { useEffect, useState } from 'react';
import { localDateKey } from '../../shared/domain/local-date.ts';

/** How often a page that shows days looks whether a new one has begun. */
const DAY_CHECK_MS = 60_000;

/**
 * Today's date key in `timeZone`, which changes when the day does: a page left open overnight
 * shows the new day's tasks, and sends the new day's date.
 */
export function useLocalDay(timeZone: string): string {
  const [day, setDay] = useState(() => localDateKey(new Date(), timeZone));
  useEffect(() => {
    const check = () => setDay(localDateKey(new Date(), timeZone));
    check();
    const timer = window.setInterval(check, DAY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [timeZone]);
  return day;
}
