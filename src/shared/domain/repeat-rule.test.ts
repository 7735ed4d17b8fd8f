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
    ['FREQ=YEARLY;UNTIL=20300101T000000Z', 'FREQ=YEARLY;UNTIL=20300101T000000Z'],
  ])('accepts %s', (text, stored) => {
    expect(checkRepeatRule(text)).toEqual({ ok: true, rule: stored });
  });

  it.each([
    ['nonsense', 'not an RFC 5545 RRULE'],
    ['FREQ=HOURLY', 'daily, weekly, monthly or yearly'],
    ['INTERVAL=2', 'daily, weekly, monthly or yearly'],
    ['FREQ=DAILY;BYHOUR=1,2,3', `at most ${MAX_OCCURRENCES_A_YEAR} times a year`],
    ['FREQ=DAILY;COUNT=0', 'at least once'],
  ])('refuses %s, saying why', (text, reason) => {
    const check = checkRepeatRule(text);
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

  it('is true only for an UNTIL before the first occurrence', () => {
    expect(repeatEndsBefore('FREQ=DAILY;UNTIL=20270201T000000Z', start)).toBe(true);
    expect(repeatEndsBefore('FREQ=DAILY;UNTIL=20270401T000000Z', start)).toBe(false);
    expect(repeatEndsBefore('FREQ=DAILY;COUNT=3', start)).toBe(false);
    expect(repeatEndsBefore('FREQ=DAILY', start)).toBe(false);
  });
});
