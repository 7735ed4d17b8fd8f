import type { DateKey } from '../../../../shared/domain/local-date.ts';

// A DateKey names a calendar day, not a moment: read at noon UTC and written in UTC, it is the
// same day whatever the browser's zone.
const dayOf = (date: DateKey) => new Date(`${date}T12:00:00Z`);

/** 'Mon' */
export function shortWeekday(date: DateKey): string {
  return dayOf(date).toLocaleDateString(undefined, { weekday: 'short', timeZone: 'UTC' });
}

/** 'Monday, Nov 23' */
export function longDay(date: DateKey): string {
  return dayOf(date).toLocaleDateString(undefined, {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayIndex(date: DateKey): number {
  return dayOf(date).getUTCDay();
}
