import { DateTime } from 'luxon';
import { Frequency, type Options, RRule } from 'rrule';
import { type DateKey, isDateKey } from './local-date.ts';

/**
 * How often a repeating task may come back at most: more than this in a year (every hour, say)
 * is a timer, not a task.
 */
export const MAX_OCCURRENCES_A_YEAR = 1_000;

/** The rule kinds a task may repeat by: a day is the shortest step between two occurrences. */
const TASK_FREQUENCIES: readonly Frequency[] = [
  Frequency.DAILY,
  Frequency.WEEKLY,
  Frequency.MONTHLY,
  Frequency.YEARLY,
];

export type RepeatRuleCheck = { ok: true; rule: string } | { ok: false; reason: string };

/** The rule's options as RFC 5545 writes them, without the `RRULE:` a client may put first. */
function optionsOf(text: string): Partial<Options> {
  return RRule.parseString(text.trim().replace(/^RRULE:/i, ''));
}

/**
 * Checks an RFC 5545 RRULE a task is to repeat by ('FREQ=WEEKLY;BYDAY=MO,TH') and gives it back
 * written the one way it is stored. The series starts at the task's due date, so a rule names
 * no DTSTART of its own.
 */
export function checkRepeatRule(text: string): RepeatRuleCheck {
  let options: Partial<Options>;
  try {
    options = optionsOf(text);
  } catch {
    return { ok: false, reason: 'The repeat rule is not an RFC 5545 RRULE.' };
  }
  if (options.freq === undefined || !TASK_FREQUENCIES.includes(options.freq)) {
    return { ok: false, reason: 'A task repeats daily, weekly, monthly or yearly.' };
  }
  if (options.dtstart !== undefined || options.tzid !== undefined) {
    return { ok: false, reason: 'The repeat rule starts at the due date: leave DTSTART out.' };
  }
  if (options.count !== undefined && options.count !== null && options.count < 1) {
    return { ok: false, reason: 'A repeat rule with COUNT repeats at least once.' };
  }
  let rule: RRule;
  try {
    rule = new RRule({ ...options, dtstart: new Date(Date.UTC(2001, 0, 1)) });
  } catch {
    return { ok: false, reason: 'The repeat rule is not an RFC 5545 RRULE.' };
  }
  // A year that starts on a Monday and is not a leap year: any rule that fits one fits all.
  let seen = 0;
  rule.between(new Date(Date.UTC(2001, 0, 1)), new Date(Date.UTC(2002, 0, 1)), true, () => {
    seen += 1;
    return seen <= MAX_OCCURRENCES_A_YEAR;
  });
  if (seen > MAX_OCCURRENCES_A_YEAR) {
    return {
      ok: false,
      reason: `A task repeats at most ${MAX_OCCURRENCES_A_YEAR} times a year.`,
    };
  }
  return { ok: true, rule: RRule.optionsToString(options).replace(/^RRULE:/, '') };
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
    .replace(/, ([A-Z][a-z]+day)(?!.*, [A-Z][a-z]+day)/, ' and $1')
    .replace(/ for (\d+) times?$/, (_match, count: string) =>
      count === '1' ? ', once' : `, ${count} times`,
    );
  const sentence = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return afterCompletion ? `${sentence} after completion` : sentence;
}

/** A task's due date: a moment, or a calendar day for a task due on a day at no set time. */
export type Due = Date | DateKey;

/**
 * The wall-clock time of `due` in `timeZone` as a Date whose UTC fields hold it: rrule counts
 * in UTC fields, so the occurrences keep their local time of day across daylight-saving changes
 * whatever zone the process runs in.
 */
function floating(due: Due, timeZone: string): Date {
  const local =
    typeof due === 'string'
      ? DateTime.fromISO(due, { zone: 'UTC' })
      : DateTime.fromJSDate(due, { zone: timeZone });
  return new Date(
    Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second),
  );
}

/** Back from floating time to the moment (or day) it names in `timeZone`. */
function fromFloating(wall: Date, timeZone: string, dayOnly: boolean): Due {
  const fields = {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
  if (dayOnly) return DateTime.fromObject(fields, { zone: 'UTC' }).toISODate() ?? '';
  return DateTime.fromObject(fields, { zone: timeZone }).toJSDate();
}

export interface NextOccurrenceInput {
  repeat: RepeatRule;
  /** The due date of the series' first occurrence, where the rule starts. */
  seriesStart: Due;
  /** The due date of the occurrence being completed (or skipped). */
  completedDue: Due;
  /** When it was completed: an 'every!' rule counts from this day. */
  completedAt: Date;
  /** The user's zone, in which occurrences keep their local dates and times. */
  timeZone: string;
}

export interface NextOccurrence {
  due: Due;
  /** Where the new occurrence's series starts: an 'every!' rule starts again at each completion. */
  seriesStart: Due;
  /** The rule the new occurrence repeats by: an 'every!' rule with a COUNT has one fewer left. */
  repeat: RepeatRule;
}

/**
 * The occurrence that follows a completed one, or null when the rule has ended. A rule counts
 * from its series' start and gives the first occurrence after the completed one's due date; an
 * 'every!' rule counts from the day of completion instead (at the due date's time of day).
 */
export function nextOccurrence(input: NextOccurrenceInput): NextOccurrence | null {
  const { repeat, timeZone } = input;
  const dayOnly = isDateKey(input.completedDue);
  const options = optionsOf(repeat.rule);
  if (!repeat.afterCompletion) {
    const rule = new RRule({ ...options, dtstart: floating(input.seriesStart, timeZone) });
    const next = rule.after(floating(input.completedDue, timeZone), false);
    if (next === null) return null;
    return { due: fromFloating(next, timeZone, dayOnly), seriesStart: input.seriesStart, repeat };
  }
  if (options.count === 1) return null;
  const due = floating(input.completedDue, timeZone);
  const completedDay = floating(input.completedAt, timeZone);
  completedDay.setUTCHours(due.getUTCHours(), due.getUTCMinutes(), due.getUTCSeconds(), 0);
  const rule = new RRule({ ...options, count: null, dtstart: completedDay });
  const next = rule.after(completedDay, false);
  if (next === null) return null;
  const nextDue = fromFloating(next, timeZone, dayOnly);
  const left = typeof options.count === 'number' ? { ...options, count: options.count - 1 } : null;
  return {
    due: nextDue,
    seriesStart: nextDue,
    repeat: left ? { ...repeat, rule: RRule.optionsToString(left).replace(/^RRULE:/, '') } : repeat,
  };
}
