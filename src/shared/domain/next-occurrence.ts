import { DateTime } from 'luxon';
import { type DateKey, isDateKey } from './local-date.ts';
import { optionsOf, type RepeatRule, ruleText } from './repeat-rule.ts';
import { RRule } from './rrule.ts';

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
    repeat: left ? { ...repeat, rule: ruleText(left) } : repeat,
  };
}
