/**
 * The years a task's due date may fall in. Anything outside is a slip of the keyboard (1900,
 * 9999, 0001) rather than a plan, and is refused instead of stored.
 */
export const DUE_DATE_YEARS = { earliest: 2000, latest: 2100 } as const;

/** What the add and edit forms say when a due date is outside DUE_DATE_YEARS. */
export const DUE_DATE_RANGE_TEXT = `Enter a date in the years ${DUE_DATE_YEARS.earliest} to ${DUE_DATE_YEARS.latest}.`;

const HOUR_MS = 60 * 60 * 1000;
// Every clock on Earth is between 12 hours behind and 14 hours ahead of UTC.
const AHEAD_MS = 14 * HOUR_MS;
const BEHIND_MS = 12 * HOUR_MS;

/** Whether a due date typed as a calendar year is within the allowed years. */
export function isAllowedDueYear(year: number): boolean {
  return Number.isInteger(year) && year >= DUE_DATE_YEARS.earliest && year <= DUE_DATE_YEARS.latest;
}

/**
 * Whether a due instant falls within the allowed years in some time zone. The server sees only
 * the instant, the user their own calendar: a date the form allowed (31 Dec 2100, 23:30 in New
 * York, already 2101 in UTC) is not refused by the server.
 */
export function isAllowedDueInstant(date: Date): boolean {
  const time = date.getTime();
  const first = Date.UTC(DUE_DATE_YEARS.earliest, 0, 1) - AHEAD_MS;
  const afterLast = Date.UTC(DUE_DATE_YEARS.latest + 1, 0, 1) + BEHIND_MS;
  return time >= first && time < afterLast;
}
