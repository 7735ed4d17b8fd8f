import { Frequency, type Options, RRule } from 'rrule';

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
export function optionsOf(text: string): Partial<Options> {
  return RRule.parseString(text.trim().replace(/^RRULE:/i, ''));
}

/** Options written as a rule is stored: RFC 5545's RRULE value, without the `RRULE:`. */
export function ruleText(options: Partial<Options>): string {
  return RRule.optionsToString(options).replace(/^RRULE:/, '');
}

/**
 * Whether the rule's UNTIL comes before the series would start: a rule that ends before its
 * first occurrence is a slip, not a plan.
 */
export function repeatEndsBefore(rule: string, start: Date): boolean {
  const { until } = optionsOf(rule);
  return until instanceof Date && until.getTime() < start.getTime();
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
