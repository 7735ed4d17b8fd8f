import { casual } from 'chrono-node/en';
import { isAllowedDueYear } from '../../../shared/domain/due-date.ts';
import { describeRepeatRule, type RepeatRule } from '../../../shared/domain/repeat-rule.ts';
import { isAllowedTaskMinutes } from '../../../shared/domain/session-split.ts';
import { asTyped, type QuickAddParse } from './quick-add-parse.ts';
import { readTokens, type TokenOptions } from './quick-add-places.ts';
import { firstOccurrence, readRepeat } from './quick-add-repeat.ts';

export interface QuickAddOptions extends TokenOptions {
  now?: Date;
  /** The user dismissed the date chip: the words stay in the title. */
  ignoreDate?: boolean;
  /** The user dismissed the duration chip: the words stay in the title. */
  ignoreDuration?: boolean;
  /** The user dismissed the repeat chip: the words stay in the title. */
  ignoreRepeat?: boolean;
}

const HOURS = '(?:h|hrs?|hours?)';
const MINUTES = '(?:m|mins?|minutes?)';
// '50m', '90 min', '1h', '1.5 hours', '1h30m', '1h 30 min', '1h30'; 'for' before it goes too.
// Not inside a word, a number or a time ('3pm' is not '3 m'), and never a bare number.
const DURATION_SOURCE =
  String.raw`(?<![\w.,:/#@-])(?:for\s+)?(?:(\d+(?:[.,]\d+)?)\s*${HOURS}` +
  String.raw`(?:\s*(\d+)\s*${MINUTES}|(\d{1,2}))?|(\d+)\s*${MINUTES})(?![\w])`;
const DURATION = new RegExp(DURATION_SOURCE, 'i');
// chrono reads '0m' or '30h' as 'in 0 minutes' or 'in 30 hours': a duration is never a due date.
const ONLY_DURATION = new RegExp(`^${DURATION_SOURCE}$`, 'i');
// 'every friday', 'each other monday', 'every week on monday', 'daily at 9am': a repeat, which
// Pomopal has no way to keep; read as one due date it would say something the user did not.
const REPEATING = new RegExp(
  String.raw`\b(?:(?:every|each)\s+(?:other\s+)?` +
    String.raw`(?:(?:day|week|month|year|morning|afternoon|evening|night|weekday|weekend)s?\s+)?` +
    String.raw`|(?:daily|weekly|monthly|yearly)\s+)$`,
  'i',
);
// Words that only tie a date to the title: 'Finish report by Friday' -> 'Finish report'.
const DANGLING = /\s+(?:by|on|at|due|until|before|from|starting)\s*$/i;
const END_OF_DAY = { hour: 23, minute: 59 };

const NO_TOKENS: TokenOptions = { ignoreProject: true, ignoreLabels: true, ignorePriority: true };

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:-]+|[\s,;:-]+$/g, '')
    .trim();
}

/**
 * The duration in the text, when there is one a task may have: '0m' or '30h' is left alone, in
 * the title, rather than changed into a length the user did not write.
 */
function readDuration(text: string): { minutes: number; index: number; length: number } | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  const [whole, hours, hourMinutes, attachedMinutes, minutesOnly] = match;
  const fromHours = hours ? Math.round(Number(hours.replace(',', '.')) * 60) : 0;
  const extra = Number(hourMinutes ?? attachedMinutes ?? minutesOnly ?? 0);
  const minutes = fromHours + extra;
  if (!isAllowedTaskMinutes(minutes)) return null;
  return { minutes, index: match.index, length: whole.length };
}

/** `timeOnly`: the repeat gives the day, so only a time of day is read ('9am every monday'). */
function readDueDate(text: string, now: Date, timeOnly = false) {
  for (const result of casual.parse(text, now, { forwardDate: true })) {
    const { start } = result;
    // A month or a year alone ('March madness', 'Plan 2025') is part of a title, not a due date.
    if (!(start.isCertain('day') || start.isCertain('weekday') || start.isCertain('hour')))
      continue;
    if (ONLY_DURATION.test(result.text.trim())) continue;
    if (REPEATING.test(text.slice(0, result.index))) continue;
    const date = start.date();
    const timed = start.isCertain('hour');
    const dated = start.isCertain('day') || start.isCertain('weekday');
    if (timeOnly && (dated || !timed)) continue;
    // A day without a time ('next friday') is due by the end of that day.
    if (!timed) date.setHours(END_OF_DAY.hour, END_OF_DAY.minute, 0, 0);
    // A year the task may not be due in ('0001-01-01') is a title's words, like any other.
    if (!isAllowedDueYear(date.getFullYear())) continue;
    return { date, timed, dated, index: result.index, text: result.text };
  }
  return null;
}

function cut(text: string, index: number, length: number, trimDangling: boolean): string {
  const before = text.slice(0, index);
  return `${trimDangling ? before.replace(DANGLING, '') : before} ${text.slice(index + length)}`;
}

/**
 * When a repeat starts: a day and time in the words after it ('every monday 9am', 'every! 3
 * days tomorrow 5pm'), where a date reader would otherwise join a title's words before it
 * ('Plan the week ... 9am'); else a time of day anywhere.
 */
function readTimeOfRepeat(text: string, after: number, now: Date) {
  const found = readDueDate(text.slice(after), now);
  return found ? { ...found, index: found.index + after } : readDueDate(text, now, true);
}

/**
 * The due date of a repeating task: the rule's first occurrence that is not past, from the day
 * named if one was ('every! 3 days tomorrow'), at the time named or else by the end of the day.
 */
function firstDue(repeat: RepeatRule, due: ReturnType<typeof readDueDate>, now: Date): Date | null {
  const time = due?.timed
    ? { hour: due.date.getHours(), minute: due.date.getMinutes() }
    : END_OF_DAY;
  return firstOccurrence(repeat.rule, now, time, due?.dated ? due.date : now);
}

/**
 * Reads a project, labels and a priority ('#work @deep !high'), a due date (chrono-node), a
 * repeat (rrule) and a duration from a quick-add line and
 * keeps the other words as the title. Words it cannot use as they are meant stay in the title untouched; a line
 * naming neither comes back exactly as typed (only trimmed).
 */
export function parseQuickAdd(input: string, options: QuickAddOptions = {}): QuickAddParse {
  const plain = asTyped(input);
  // The empty form is read on every page that shows it: the date reader's first run, which
  // builds all its patterns, waits for words to read.
  if (!plain.title) return plain;
  const now = options.now ?? new Date();
  const read = readTokens(input, options);
  // A line of nothing but tokens ('#work') is a title as typed.
  const tokens = tidy(read.rest) ? read : readTokens(input, NO_TOKENS);
  const { rest: withoutTokens, ...places } = tokens;
  let rest = withoutTokens;
  const parsed = { ...plain, ...places };
  const readPlaces =
    places.project !== null || places.labels.length > 0 || places.priorityText !== null;

  const duration = options.ignoreDuration ? null : readDuration(rest);
  if (duration) {
    const remaining = cut(rest, duration.index, duration.length, false);
    if (tidy(remaining)) {
      parsed.minutes = duration.minutes;
      parsed.durationText = tidy(rest.slice(duration.index, duration.index + duration.length));
      rest = remaining;
    }
  }

  const repeat = options.ignoreRepeat ? null : readRepeat(rest);
  // Where the words after the repeat start once it is cut: its time of day is usually there.
  let afterRepeat = 0;
  if (repeat) {
    const remaining = cut(rest, repeat.index, repeat.text.length, false);
    if (tidy(remaining)) {
      parsed.repeat = repeat.repeat;
      parsed.repeatText = repeat.text;
      parsed.repeatWords = describeRepeatRule(repeat.repeat);
      afterRepeat = repeat.index + 1;
      rest = remaining;
    }
  }

  const due = options.ignoreDate
    ? null
    : parsed.repeat
      ? readTimeOfRepeat(rest, afterRepeat, now)
      : readDueDate(rest, now);
  if (due) {
    const remaining = cut(rest, due.index, due.text.length, true);
    if (tidy(remaining)) {
      parsed.dueDate = due.date;
      parsed.dueText = due.text;
      rest = remaining;
    }
  }

  if (parsed.repeat) {
    parsed.dueDate = firstDue(parsed.repeat, parsed.dueText === null ? null : due, now);
    // A rule with no occurrence left to come is no repeat: its words stay in the title.
    if (parsed.dueDate === null) return parseQuickAdd(input, { ...options, ignoreRepeat: true });
  }

  if (parsed.minutes === null && parsed.dueDate === null && !readPlaces) return plain;
  return { ...parsed, title: tidy(rest) };
}
