/** A calendar day as 'YYYY-MM-DD' in the user's time zone (insight_date, due dates, file names). */
export type DateKey = string;
/** A moment, or a calendar day given as a DateKey ('2025-06-15'), as due dates may be either. */
export type DateInput = Date | string;

const DATE_KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// Building a formatter is slow and one is needed per date; the cap keeps a stream of distinct
// (case-varied) zone names from growing the cache without end.
const MAX_CACHED_FORMATTERS = 64;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
  formatters.set(timeZone, formatter);
  return formatter;
}

/**
 * Whether `timeZone` is an IANA zone name ('Europe/Paris', 'UTC'). Offsets such as '+05:00',
 * which newer engines accept, are refused: PostgreSQL reads them with the POSIX sign, inverted.
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z]/.test(timeZone)) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local calendar day of `date` in an IANA time zone. Throws RangeError for a bad zone or date. */
export function localDateKey(date: Date, timeZone: string): DateKey {
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0..99 to 1900..1999.
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function keyOfUtc(date: Date): DateKey {
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${month}-${day}`;
}

function parseDateKey(value: string): Date | null {
  const match = DATE_KEY_PATTERN.exec(value);
  if (!match) return null;
  const date = utcDate(Number(match[1]), Number(match[2]), Number(match[3]));
  // Rejects days that roll over, such as 2025-02-30.
  return keyOfUtc(date) === value ? date : null;
}

export function isDateKey(value: unknown): value is DateKey {
  return typeof value === 'string' && parseDateKey(value) !== null;
}

/** Calendar arithmetic on a DateKey; daylight-saving changes cannot shift it. */
export function addDays(dateKey: DateKey, days: number): DateKey {
  const date = parseDateKey(dateKey);
  if (!date || !Number.isInteger(days)) {
    throw new RangeError(`Cannot add ${days} days to ${dateKey}`);
  }
  date.setUTCDate(date.getUTCDate() + days);
  return keyOfUtc(date);
}

/** Whole days from `from` to `to`: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: DateKey, to: DateKey): number {
  const start = parseDateKey(from);
  const end = parseDateKey(to);
  if (!start || !end) throw new RangeError(`Cannot count the days from ${from} to ${to}`);
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

/** The day of the week of a DateKey: 0 for Sunday to 6 for Saturday. */
export function weekday(dateKey: DateKey): number {
  const date = parseDateKey(dateKey);
  if (!date) throw new RangeError(`${dateKey} is not a calendar day`);
  return date.getUTCDay();
}

/** The first day of the month `months` after the one `dateKey` is in (before, when negative). */
export function monthStart(dateKey: DateKey, months = 0): DateKey {
  const date = parseDateKey(dateKey);
  if (!date || !Number.isInteger(months)) {
    throw new RangeError(`Cannot move ${dateKey} by ${months} months`);
  }
  return keyOfUtc(utcDate(date.getUTCFullYear(), date.getUTCMonth() + 1 + months, 1));
}

/** The moment of a DateInput, or null for a calendar day or an unreadable value. */
export function instantOf(value: DateInput): number | null {
  if (typeof value === 'string' && DATE_KEY_PATTERN.test(value)) return null;
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isNaN(time) ? null : time;
}

/** The local day of a due date: a DateKey stays as it is, a moment is read in `timeZone`. */
export function dateKeyOf(value: DateInput | null | undefined, timeZone: string): DateKey | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && DATE_KEY_PATTERN.test(value)) {
    return isDateKey(value) ? value : null;
  }
  const time = instantOf(value);
  return time === null ? null : localDateKey(new Date(time), timeZone);
}
