import { DateTime } from 'luxon';
import type { DateKey } from './local-date.ts';

/**
 * A due date moved to another day, at the same local time of day in `timeZone`: an overdue
 * 09:00 task rescheduled to today is due at 09:00 today, whatever daylight saving did between.
 */
export function dueOnDay(due: Date, day: DateKey, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return DateTime.fromJSDate(due, { zone: timeZone }).set({ year, month, day: date }).toJSDate();
}
