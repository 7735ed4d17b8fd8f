import { checkRepeatRule, type RepeatRule } from '../../../shared/domain/repeat-rule.ts';
import { RRule } from '../../../shared/domain/rrule.ts';

const DAYS =
  '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)|(?:mon|tues|wednes|thurs|fri|satur|sun)days?';
// The words a repeat is said in: numbers and ordinals, days, periods and what ties them.
const WORD = String.raw`(?:\d+(?:st|nd|rd|th)?|first|second|third|fourth|last|other|${DAYS}|days?|weekdays?|weeks?|months?|years?|on|the|and|for|times?)`;
// 'every', or 'every!' for a repeat counted from each completion, then the words of the rule.
// A word outside them ('every morning', 'every weekend') ends it; none read: no repeat.
const REPEAT = new RegExp(
  String.raw`(?<![\w!])(every(!)?|each)((?:\s*,?\s*${WORD}(?![\w!:.]))+)`,
  'i',
);
// Words that only tie the rule to what follows, never the end of it.
const LOOSE_END = /(?:\s*,?\s*\b(?:on|the|and|for)\b)+\s*$/i;
// One word of the rule, with what precedes it.
const RULE_WORD = /\s*,?\s*\S+/g;

/** A repeat read from quick add, and where its words are. */
export interface RepeatRead {
  repeat: RepeatRule;
  index: number;
  text: string;
}

/** The rule said by 'every' and `words`, when it is one a task may have. */
function ruleOf(words: string): string | null {
  const phrase = `every ${words.trim().replace(/\bother\b/i, '2')}`;
  try {
    const options = RRule.parseText(phrase);
    if (!options) return null;
    const checked = checkRepeatRule(RRule.optionsToString(options));
    return checked.ok ? checked.rule : null;
  } catch {
    return null;
  }
}

/**
 * The repeat in a quick-add line ('every monday', 'every 2 weeks', 'every! 3 days'), read with
 * rrule's own reader of rules in words, and only kept when it is a rule a task may have. Words
 * at its end that rrule cannot place ('every monday 9', the hour of '9 am') are left out of it.
 */
export function readRepeat(line: string): RepeatRead | null {
  const match = REPEAT.exec(line);
  if (!match) return null;
  const [, lead = '', bang, words = ''] = match;
  const parts = words.match(RULE_WORD) ?? [];
  for (let count = parts.length; count > 0; count -= 1) {
    const kept = parts.slice(0, count).join('').replace(LOOSE_END, '');
    const rule = kept.trim() ? ruleOf(kept) : null;
    if (!rule) continue;
    return {
      repeat: { rule, afterCompletion: bang !== undefined },
      index: match.index,
      text: `${lead}${kept}`,
    };
  }
  return null;
}

/** The time of day an occurrence falls at. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

/**
 * The first occurrence of `rule` from `from` (today unless told) that is not past, at `time`
 * on this device's clock: rrule counts in floating time, which the local fields give.
 * The first day that fits comes first whatever the interval: 'every other friday' said on a
 * Saturday starts next Friday, and the series counts from there.
 */
export function firstOccurrence(
  rule: string,
  now: Date,
  time: TimeOfDay,
  from: Date = now,
): Date | null {
  const floating = (date: Date, hour = date.getHours(), minute = date.getMinutes()) =>
    new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), hour, minute));
  const start = floating(from, time.hour, time.minute);
  const notBefore = floating(now);
  const { interval: _everyNth, ...options } = RRule.parseString(rule);
  const occurrences = new RRule({ ...options, dtstart: start });
  const first = occurrences.after(new Date(Math.max(notBefore.getTime(), start.getTime())), true);
  if (!first) return null;
  return new Date(
    first.getUTCFullYear(),
    first.getUTCMonth(),
    first.getUTCDate(),
    first.getUTCHours(),
    first.getUTCMinutes(),
  );
}
