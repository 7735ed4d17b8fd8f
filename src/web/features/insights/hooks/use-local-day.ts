import { type DateKey, localDateKey } from '../../../../shared/domain/local-date.ts';
import { userTimeZone } from '../../../lib/time-zone.ts';

export interface LocalDay {
  /** The browser's zone, which the server counts the user's days in. */
  timeZone: string;
  today: DateKey;
}

/**
 * Today in the user's zone, read at each render: a page left open past midnight asks for the
 * new day at its next refresh, since the day is part of every query key.
 */
export function useLocalDay(): LocalDay {
  const timeZone = userTimeZone();
  return { timeZone, today: localDateKey(new Date(), timeZone) };
}
