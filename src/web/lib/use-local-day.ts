import { localDateKey } from '../../shared/domain/local-date.ts';
import { useEachMinute } from './use-each-minute.ts';

/**
 * Today's date key in `timeZone`, which changes when the day does: read again as each minute
 * begins, so a page left open overnight shows the new day's tasks, and sends the new day's date.
 */
export function useLocalDay(timeZone: string): string {
  useEachMinute();
  return localDateKey(new Date(), timeZone);
}
