import { type InsightRange, insightRange } from '../../../../shared/domain/insights.ts';
import type { DateKey } from '../../../../shared/domain/local-date.ts';
import { userTimeZone } from '../../../lib/time-zone.ts';

export interface LocalDay {
  /** The browser's zone, which the server counts the user's days in. */
  timeZone: string;
  today: DateKey;
  /** SPEC.md 9: the last 7 local days, today minus 6 through today. */
  week: InsightRange;
}

/**
 * Today and the week in the user's zone, read at each render: a page left open past midnight
 * asks for the new day at its next refresh, since the day is part of every query key.
 */
export function useLocalDay(): LocalDay {
  const timeZone = userTimeZone();
  const week = insightRange(new Date(), timeZone);
  return { timeZone, today: week.to, week };
}
