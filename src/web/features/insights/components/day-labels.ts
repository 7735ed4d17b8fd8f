import type { DateKey } from '../../../../shared/domain/local-date.ts';

// A DateKey names a calendar day, not a moment: read at noon UTC and written in UTC, it is the
// same day whatever the browser's zone.
const dayOf = (date: DateKey) => new Date(`${date}T12:00:00Z`);

const format = (date: DateKey, options: Intl.DateTimeFormatOptions) =>
  dayOf(date).toLocaleDateString(undefined, { ...options, timeZone: 'UTC' });

/** 'Mon' */
export function shortWeekday(date: DateKey): string {
  return format(date, { weekday: 'short' });
}

/** 'Monday, Nov 23' */
export function longDay(date: DateKey): string {
  return format(date, { weekday: 'long', month: 'short', day: 'numeric' });
}

/** 'Nov 23' */
export function shortDay(date: DateKey): string {
  return format(date, { month: 'short', day: 'numeric' });
}

/** 'Nov' */
export function shortMonth(date: DateKey): string {
  return format(date, { month: 'short' });
}

/** 'November 2025' */
export function longMonth(date: DateKey): string {
  return format(date, { month: 'long', year: 'numeric' });
}

/** 'Nov 17 – 23, 2025', or 'Dec 1, 2024 – Nov 23, 2025' across years. */
export function daySpan(from: DateKey, to: DateKey): string {
  return new Intl.DateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(dayOf(from), dayOf(to));
}
