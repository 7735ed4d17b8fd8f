import { localDateKey } from './local-date.ts';
import { type Options, RRule } from './rrule.ts';

/**
 * How often a repeating task may come back at most: more than this in a year (every hour, say)
 * is a timer, not a task. A rule repeats by days, so it comes back 366 times a year at most.
 */
export const MAX_OCCURRENCES_A_YEAR = 1_000;

/** The rule kinds a task may repeat by: a day is the shortest step between two occurrences. */
const TASK_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;

/** The most a repeat counts to, and the longest step between two occurrences. */
const MAX_COUNT = 1_000;
const MAX_INTERVAL = 365;

export type RepeatRuleCheck = { ok: true; rule: string } | { ok: false; reason: string };

/** The rule's options as RFC 5545 writes them, without the `RRULE:` a client may put first. */
export function optionsOf(text: string): Partial<Options> {
  return RRule.parseString(text.trim().replace(/^RRULE:/i, ''));
}

/** Options written as a rule is stored: RFC 5545's RRULE value, without the `RRULE:`. */
export function ruleText(options: Partial<Options>): string {
  return RRule.optionsToString(options).replace(/^RRULE:/, '');
}

/**
 * The rule's last day, as a date key, when it has an UNTIL. A rule's dates are the user's local
 * ones, so UNTIL names the last local day of the series, whatever time it is written with.
 */
function lastDayOf(rule: string): string | null {
  const until = /(?:^|;)UNTIL=(\d{4})(\d{2})(\d{2})/.exec(rule);
  return until ? `${until[1]}-${until[2]}-${until[3]}` : null;
}

/**
 * Whether the rule's UNTIL comes before the day the series starts in `timeZone`: a rule that
 * ends before its first occurrence is a slip, not a plan.
 */
export function repeatEndsBefore(rule: string, start: Date, timeZone: string): boolean {
  const last = lastDayOf(rule);
  return last !== null && last < localDateKey(start, timeZone);
}

const WEEKDAY = '(?:MO|TU|WE|TH|FR|SA|SU)';
const listOf = (item: string) => new RegExp(`^${item}(?:,${item})*$`);
const DAYS_OF_MONTH = listOf('-?(?:[1-9]|[12][0-9]|3[01])');
const MONTH_DAY_COUNTS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const EVERY_MONTH = MONTH_DAY_COUNTS.map((_days, index) => index + 1);

/**
 * What is wrong with one part of a rule, or null. Every value is checked against what RFC 5545
 * allows and what a task needs before the rule reader sees it: the reader scans day after day
 * for a date that fits, so a rule no date fits would keep it busy for good.
 */
function partProblem(key: string, value: string, freq: string): string | null {
  switch (key) {
    case 'FREQ':
      return (TASK_FREQUENCIES as readonly string[]).includes(value)
        ? null
        : `A task repeats daily, weekly, monthly or yearly, at most ${MAX_OCCURRENCES_A_YEAR} times a year.`;
    case 'INTERVAL':
      return /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_INTERVAL
        ? null
        : `INTERVAL is a whole number from 1 to ${MAX_INTERVAL}.`;
    case 'COUNT':
      return /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_COUNT
        ? null
        : `A repeat rule with COUNT repeats at least once and at most ${MAX_COUNT} times.`;
    case 'UNTIL': {
      const day = /^(\d{4})(\d{2})(\d{2})(?:T\d{6}Z?)?$/.exec(value);
      const date = day
        ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
        : null;
      return date &&
        date.getUTCDate() === Number(day?.[3]) &&
        date.getUTCMonth() === Number(day?.[2]) - 1
        ? null
        : 'UNTIL is a date such as 20271231.';
    }
    case 'BYDAY': {
      // 'the 2nd Monday' only means something within a month or a year.
      const nth = freq === 'MONTHLY' || freq === 'YEARLY';
      return listOf(nth ? `(?:[+-]?[1-5])?${WEEKDAY}` : WEEKDAY).test(value)
        ? null
        : 'BYDAY lists weekdays (MO to SU), numbered (+2MO, -1FR) only in a monthly or yearly rule.';
    }
    case 'BYMONTHDAY':
      return DAYS_OF_MONTH.test(value) && !value.split(',').includes('0')
        ? null
        : 'BYMONTHDAY lists days of the month, 1 to 31 or -1 to -31.';
    case 'BYMONTH':
      return listOf('(?:[1-9]|1[0-2])').test(value) ? null : 'BYMONTH lists months, 1 to 12.';
    case 'WKST':
      return new RegExp(`^${WEEKDAY}$`).test(value) ? null : 'WKST is a weekday, MO to SU.';
    case 'DTSTART':
    case 'TZID':
      return 'The repeat rule starts at the due date: leave DTSTART out.';
    default:
      return `A task's repeat rule uses FREQ, INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY, BYMONTH and WKST, at most ${MAX_OCCURRENCES_A_YEAR} times a year and once a day; not ${key}.`;
  }
}

/** Whether some month of BYMONTH (any month without it) has a day of BYMONTHDAY. */
function someDayFits(parts: Map<string, string>): boolean {
  const days = parts
    .get('BYMONTHDAY')
    ?.split(',')
    .map((day) => Math.abs(Number(day)));
  const months = parts.get('BYMONTH')?.split(',').map(Number) ?? EVERY_MONTH;
  if (!days) return true;
  return months.some((month) => days.some((day) => day <= (MONTH_DAY_COUNTS[month - 1] ?? 0)));
}

/**
 * Checks an RFC 5545 RRULE a task is to repeat by ('FREQ=WEEKLY;BYDAY=MO,TH') and gives it back
 * written the one way it is stored. The series starts at the task's due date, so a rule names
 * no DTSTART of its own; its UNTIL names its last local day.
 */
export function checkRepeatRule(text: string): RepeatRuleCheck {
  const parts = new Map<string, string>();
  for (const part of text
    .trim()
    .replace(/^RRULE:/i, '')
    .split(';')) {
    const match = /^([A-Z]+)=([^=;]+)$/i.exec(part.trim());
    if (!match?.[1] || !match[2])
      return { ok: false, reason: 'The repeat rule is not an RFC 5545 RRULE.' };
    const key = match[1].toUpperCase();
    if (parts.has(key)) return { ok: false, reason: `The repeat rule names ${key} twice.` };
    parts.set(key, match[2].toUpperCase());
  }
  const freq = parts.get('FREQ');
  if (freq === undefined) {
    return { ok: false, reason: 'A task repeats daily, weekly, monthly or yearly: name FREQ.' };
  }
  for (const [key, value] of parts) {
    const problem = partProblem(key, value, freq);
    if (problem) return { ok: false, reason: problem };
  }
  if (parts.has('COUNT') && parts.has('UNTIL')) {
    return { ok: false, reason: 'A repeat rule ends by COUNT or by UNTIL, not both.' };
  }
  // A numbered weekday and a day of the month seldom meet, and often never: the 5th Friday on
  // the 1st. A rule says one or the other.
  if (parts.has('BYMONTHDAY') && /\d/.test(parts.get('BYDAY') ?? '')) {
    return { ok: false, reason: 'A repeat rule names a numbered weekday or a day of the month.' };
  }
  if (!someDayFits(parts)) {
    return { ok: false, reason: 'No month has the days of BYMONTHDAY: the task would never come.' };
  }
  const until = parts.get('UNTIL');
  // Its last day, at that day's end: every occurrence of that day is in.
  if (until) parts.set('UNTIL', `${until.slice(0, 8)}T235959Z`);
  let options: Partial<Options>;
  try {
    options = optionsOf([...parts].map(([key, value]) => `${key}=${value}`).join(';'));
  } catch {
    return { ok: false, reason: 'The repeat rule is not an RFC 5545 RRULE.' };
  }
  return { ok: true, rule: ruleText(options) };
}

/** A stored rule: the checked RRULE, and whether it counts from the last completion ('every!'). */
export interface RepeatRule {
  rule: string;
  afterCompletion: boolean;
}

/** The rule in words, as the edit dialog and a row's repeat icon say it. */
export function describeRepeatRule({ rule, afterCompletion }: RepeatRule): string {
  const words = new RRule(optionsOf(rule))
    .toText()
    // 'every week on Monday' says more than it needs: 'every Monday'.
    .replace(/^every week on /, 'every ')
    .replace(/, ([A-Z][a-z]+day)(?!.*, [A-Z][a-z]+day)/, ' and $1')
    .replace(/ for (\d+) times?$/, (_match, count: string) =>
      count === '1' ? ', once' : `, ${count} times`,
    );
  const sentence = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return afterCompletion ? `${sentence} after completion` : sentence;
}
