import {
  DUE_DATE_RANGE_TEXT,
  DUE_DATE_YEARS,
  isAllowedDueYear,
} from '../../shared/domain/due-date.ts';

/** Due dates between the API (ISO instants) and the browser (local wall-clock time). */

const pad = (value: number) => String(value).padStart(2, '0');

/** The value of an `<input type="datetime-local">` for an ISO instant, in local time. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * A due date as typed in a datetime-local field: null when empty, the ISO instant to send, or the
 * message saying which years are allowed (the year is read as typed, in the user's calendar).
 */
export function readDueDate(value: string): { dueDate: string | null } | { error: string } {
  if (!value.trim()) return { dueDate: null };
  const year = /^(\d{4,6})-/.exec(value.trim())?.[1];
  const dueDate = fromDateTimeLocal(value);
  if (!year || !isAllowedDueYear(Number(year)) || !dueDate) return { error: DUE_DATE_RANGE_TEXT };
  return { dueDate };
}

/** The bounds of a due date field, so the browser's picker offers only the allowed years. */
export const DUE_DATE_INPUT_BOUNDS = {
  min: `${DUE_DATE_YEARS.earliest}-01-01T00:00`,
  max: `${DUE_DATE_YEARS.latest}-12-31T23:59`,
} as const;

/** An ISO instant (with offset) for a datetime-local value, or null when it is empty or invalid. */
export function fromDateTimeLocal(value: string): string | null {
  if (!value.trim()) return null;
  // 'YYYY-MM-DDTHH:mm' without a zone is read as local time by the Date constructor.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function dayDifference(date: Date, now: Date): number {
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((start(date) - start(now)) / 86_400_000);
}

const RELATIVE_DAYS: Record<number, string> = { [-1]: 'Yesterday', 0: 'Today', 1: 'Tomorrow' };

const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY_THIS_YEAR: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
};
const DAY_OTHER_YEAR: Intl.DateTimeFormatOptions = { ...DAY_THIS_YEAR, year: 'numeric' };

// A formatter is costly to make and cheap to use: a list shows a due date on every row.
const formatters = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();
function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const byLocale = formatters.get(options) ?? new Map<string, Intl.DateTimeFormat>();
  formatters.set(options, byLocale);
  const made = byLocale.get(locale ?? '') ?? new Intl.DateTimeFormat(locale, options);
  byLocale.set(locale ?? '', made);
  return made;
}

/** The day ('Today', 'Tomorrow', 'Fri, Nov 27') and the time ('3:00 PM') of a due date. */
export function dueDateParts(
  iso: string,
  now: Date = new Date(),
  locale?: string,
): { day: string; time: string } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const time = formatter(locale, TIME_OF_DAY).format(date);
  const relative = RELATIVE_DAYS[dayDifference(date, now)];
  if (relative) return { day: relative, time };
  const sameYear = date.getFullYear() === now.getFullYear();
  const day = formatter(locale, sameYear ? DAY_THIS_YEAR : DAY_OTHER_YEAR).format(date);
  return { day, time };
}

/** 'Today, 3:00 PM', 'Tomorrow, 9:30 AM', or 'Fri, Nov 27, 11:59 PM' in the user's locale. */
export function formatDueDate(iso: string, now: Date = new Date(), locale?: string): string {
  const parts = dueDateParts(iso, now, locale);
  return parts ? `${parts.day}, ${parts.time}` : '';
}

/** A due date in the past on a task still open. */
export function isOverdue(iso: string | null, completed: boolean, now: Date = new Date()): boolean {
  if (!iso || completed) return false;
  const time = Date.parse(iso);
  return !Number.isNaN(time) && time < now.getTime();
}
