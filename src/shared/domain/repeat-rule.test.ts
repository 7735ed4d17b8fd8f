import { describe, expect, it } from 'vitest';
import {
  checkRepeatRule,
  describeRepeatRule,
  MAX_OCCURRENCES_A_YEAR,
  repeatEndsBefore,
} from './repeat-rule.ts';

describe('checkRepeatRule', () => {
  it.each([
    ['FREQ=DAILY', 'FREQ=DAILY'],
    ['RRULE:FREQ=WEEKLY;BYDAY=MO,TH', 'FREQ=WEEKLY;BYDAY=MO,TH'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;COUNT=5', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;COUNT=5'],
    ['FREQ=MONTHLY;BYDAY=+2MO', 'FREQ=MONTHLY;BYDAY=+2MO'],
    // UNTIL names the series' last local day, every occurrence of that day included.
    ['FREQ=YEARLY;UNTIL=20300101T000000Z', 'FREQ=YEARLY;UNTIL=20300101T235959Z'],
    ['freq=daily;until=20300101', 'FREQ=DAILY;UNTIL=20300101T235959Z'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'FREQ=MONTHLY;BYMONTHDAY=-1'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29'],
  ])('accepts %s', (text, stored) => {
    expect(checkRepeatRule(text)).toEqual({ ok: true, rule: stored });
  });

  it.each([
    ['nonsense', 'not an RFC 5545 RRULE'],
    ['FREQ=HOURLY', 'daily, weekly, monthly or yearly'],
    ['INTERVAL=2', 'daily, weekly, monthly or yearly'],
    ['FREQ=MINUTELY', `at most ${MAX_OCCURRENCES_A_YEAR} times a year`],
    ['FREQ=DAILY;BYHOUR=1,2,3', `at most ${MAX_OCCURRENCES_A_YEAR} times a year and once a day`],
    ['FREQ=DAILY;COUNT=0', 'at least once'],
    ['FREQ=DAILY;COUNT=abc', 'at least once'],
    ['FREQ=DAILY;INTERVAL=0', 'INTERVAL is a whole number'],
    ['FREQ=DAILY;INTERVAL=-1', 'INTERVAL is a whole number'],
    ['FREQ=DAILY;INTERVAL=1.5', 'INTERVAL is a whole number'],
    ['FREQ=YEARLY;BYMONTH=13', 'BYMONTH lists months'],
    ['FREQ=MONTHLY;BYMONTHDAY=0', 'BYMONTHDAY lists days'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', 'would never come'],
    ['FREQ=MONTHLY;BYDAY=+5FR;BYMONTHDAY=1', 'numbered weekday or a day of the month'],
    ['FREQ=WEEKLY;BYDAY=+2MO', 'numbered (+2MO, -1FR) only in a monthly or yearly rule'],
    ['FREQ=MONTHLY;BYDAY=+9MO', 'BYDAY lists weekdays'],
    ['FREQ=YEARLY;BYWEEKNO=60', 'not BYWEEKNO'],
    ['FREQ=DAILY;COUNT=2;UNTIL=20300101', 'not both'],
    ['FREQ=DAILY;FREQ=WEEKLY', 'names FREQ twice'],
    ['FREQ=DAILY;UNTIL=20270231', 'UNTIL is a date'],
    ['DTSTART=20270101T000000Z;FREQ=DAILY', 'leave DTSTART out'],
  ])('refuses %s at once, saying why', (text, reason) => {
    const started = performance.now();
    const check = checkRepeatRule(text);
    // A rule no date fits is refused before the rule reader could scan for one for good.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toContain(reason);
  });
});

describe('describeRepeatRule', () => {
  it.each([
    ['FREQ=DAILY', false, 'Every day'],
    ['FREQ=WEEKLY;BYDAY=MO,TH', false, 'Every Monday and Thursday'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;COUNT=5', false, 'Every 2 weeks on Friday, 5 times'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', false, 'Every weekday'],
    ['FREQ=MONTHLY;BYMONTHDAY=1', false, 'Every month on the 1st'],
    ['FREQ=DAILY;INTERVAL=3', true, 'Every 3 days after completion'],
    ['FREQ=WEEKLY;BYDAY=FR;COUNT=1', false, 'Every Friday, once'],
  ])('says %s in words', (rule, afterCompletion, words) => {
    expect(describeRepeatRule({ rule, afterCompletion })).toBe(words);
  });
});

describe('repeatEndsBefore', () => {
  const start = new Date('2027-03-01T09:00:00Z');

  it('is true only for an UNTIL before the local day of the first occurrence', () => {
    const zone = 'Europe/Berlin';
    expect(repeatEndsBefore('FREQ=DAILY;UNTIL=20270228T235959Z', start, zone)).toBe(true);
    // The series may end on its first day.
    expect(repeatEndsBefore('FREQ=DAILY;UNTIL=20270301T235959Z', start, zone)).toBe(false);
    expect(repeatEndsBefore('FREQ=DAILY;UNTIL=20270401T235959Z', start, zone)).toBe(false);
    expect(repeatEndsBefore('FREQ=DAILY;COUNT=3', start, zone)).toBe(false);
    expect(repeatEndsBefore('FREQ=DAILY', start, zone)).toBe(false);
    // 23:30 UTC on the 28th is already the 1st in Berlin.
    const lateStart = new Date('2027-02-28T23:30:00Z');
    expect(repeatEndsBefore('FREQ=DAILY;UNTIL=20270228T235959Z', lateStart, zone)).toBe(true);
    expect(repeatEndsBefore('FREQ=DAILY;UNTIL=20270228T235959Z', lateStart, 'UTC')).toBe(false);
  });
});
