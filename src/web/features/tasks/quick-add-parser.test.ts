// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './quick-add-parser.ts';

// Saturday 21 November 2026, 10:00 local time.
const now = new Date(2026, 10, 21, 10, 0);
const NO_PLACES = {
  project: null,
  projectText: null,
  labels: [],
  priority: null,
  priorityText: null,
};
const parse = (text: string, options = {}) => parseQuickAdd(text, { now, ...options });

describe('parseQuickAdd', () => {
  it("reads 'Write report tomorrow 3pm 50m'", () => {
    const result = parse('Write report tomorrow 3pm 50m');
    expect(result.title).toBe('Write report');
    expect(result.dueDate).toEqual(new Date(2026, 10, 22, 15, 0));
    expect(result.dueText).toBe('tomorrow 3pm');
    expect(result.minutes).toBe(50);
    expect(result.durationText).toBe('50m');
  });

  it.each([
    ['Gym 1h', 60, '1h'],
    ['Gym 1h30m', 90, '1h30m'],
    ['Gym 1h 30 min', 90, '1h 30 min'],
    ['Gym 1h30', 90, '1h30'],
    ['Gym 90 min', 90, '90 min'],
    ['Gym 45mins', 45, '45mins'],
    ['Gym 2 hours', 120, '2 hours'],
    ['Gym 1.5h', 90, '1.5h'],
    ['Gym for 25 minutes', 25, 'for 25 minutes'],
  ])('reads the duration of %s', (text, minutes, durationText) => {
    const result = parse(text);
    expect(result).toMatchObject({ title: 'Gym', minutes, durationText, dueDate: null });
  });

  it('leaves a duration no task may have in the title, and never takes it for a date', () => {
    for (const text of ['Call mom 0m', 'Marathon 30h', 'Nap 0 min']) {
      expect(parse(text)).toEqual({
        title: text,
        dueDate: null,
        dueText: null,
        minutes: null,
        durationText: null,
        repeat: null,
        repeatText: null,
        repeatWords: null,
        ...NO_PLACES,
      });
    }
    expect(parse('Marathon 24h').minutes).toBe(1440);
  });

  it('never reads a dismissed duration as a due date', () => {
    const result = parse('Write report 50m', { ignoreDuration: true });
    expect(result.title).toBe('Write report 50m');
    expect(result.dueDate).toBeNull();
  });

  it.each([
    [
      'Gym every friday',
      'Gym',
      'FREQ=WEEKLY;BYDAY=FR',
      'Every Friday',
      new Date(2026, 10, 27, 23, 59),
    ],
    [
      'Gym every other friday 6pm',
      'Gym',
      'INTERVAL=2;FREQ=WEEKLY;BYDAY=FR',
      'Every 2 weeks on Friday',
      new Date(2026, 10, 27, 18, 0),
    ],
    // 09:00 today is past at 10:00: the first occurrence is tomorrow's.
    ['Standup every day at 9am', 'Standup', 'FREQ=DAILY', 'Every day', new Date(2026, 10, 22, 9)],
    [
      'Review every week on monday',
      'Review',
      'FREQ=WEEKLY;BYDAY=MO',
      'Every Monday',
      new Date(2026, 10, 23, 23, 59),
    ],
    [
      'Yoga each monday',
      'Yoga',
      'FREQ=WEEKLY;BYDAY=MO',
      'Every Monday',
      new Date(2026, 10, 23, 23, 59),
    ],
    [
      'Timesheet every weekday',
      'Timesheet',
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'Every weekday',
      new Date(2026, 10, 23, 23, 59),
    ],
    [
      'Plan week every monday 9am',
      'Plan week',
      'FREQ=WEEKLY;BYDAY=MO',
      'Every Monday',
      new Date(2026, 10, 23, 9),
    ],
    [
      'Backup every 2 weeks',
      'Backup',
      'INTERVAL=2;FREQ=WEEKLY',
      'Every 2 weeks',
      new Date(2026, 10, 21, 23, 59),
    ],
    [
      'Pay rent every month on the 1st',
      'Pay rent',
      'FREQ=MONTHLY;BYMONTHDAY=1',
      'Every month on the 1st',
      new Date(2026, 11, 1, 23, 59),
    ],
  ])('reads the repeat in %j, due at its first occurrence', (text, title, rule, words, due) => {
    expect(parse(text)).toMatchObject({
      title,
      repeat: { rule, afterCompletion: false },
      repeatWords: words,
      dueDate: due,
    });
  });

  it('reads a time with minutes after a repeat', () => {
    expect(parse('Standup every weekday 9:30am 25m')).toMatchObject({
      title: 'Standup',
      repeatText: 'every weekday',
      dueDate: new Date(2026, 10, 23, 9, 30),
      minutes: 25,
    });
  });

  it('starts a repeat on the day named after it, at its time', () => {
    expect(parse('Report every! 3 days tomorrow 5pm')).toMatchObject({
      title: 'Report',
      repeat: { afterCompletion: true },
      dueDate: new Date(2026, 10, 22, 17, 0),
    });
    // The first Monday from the day named: 30 November, not the 23rd.
    expect(parse('Review every monday from 28 november')).toMatchObject({
      title: 'Review',
      dueDate: new Date(2026, 10, 30, 23, 59),
    });
  });

  it("reads 'every!' as a repeat counted from each completion", () => {
    expect(parse('Water cactus every! 3 days')).toMatchObject({
      title: 'Water cactus',
      repeat: { rule: 'INTERVAL=3;FREQ=DAILY', afterCompletion: true },
      repeatText: 'every! 3 days',
      repeatWords: 'Every 3 days after completion',
    });
  });

  it.each(['Standup daily at 9am', 'Gym every morning', 'Clean every weekend'])(
    'leaves a repeat it cannot read in %j alone rather than reading one due date from it',
    (text) => {
      expect(parse(text)).toMatchObject({ title: text, dueDate: null, repeat: null });
    },
  );

  it('keeps the words of a dismissed repeat in the title', () => {
    const result = parse('Gym every friday 50m', { ignoreRepeat: true });
    expect(result).toMatchObject({ title: 'Gym every friday', repeat: null, dueDate: null });
  });

  it('still reads a one-off date after every or each used otherwise', () => {
    const result = parse('Call each client on friday');
    expect(result.title).toBe('Call each client');
    expect(result.dueDate).toEqual(new Date(2026, 10, 27, 23, 59));
  });

  it('leaves a date in a year no task may be due in as words of the title', () => {
    for (const text of ['Call 0001-01-01', 'Archive 1/1/1900', 'Capsule 1 jan 9999']) {
      expect(parse(text)).toMatchObject({ title: text, dueDate: null });
    }
  });

  it('keeps words that are neither a date nor a duration in the title', () => {
    const result = parse('Read chapter 5 of Dune 50m next friday');
    expect(result.title).toBe('Read chapter 5 of Dune');
    expect(result.minutes).toBe(50);
    // A day without a time is due by the end of that day.
    expect(result.dueDate).toEqual(new Date(2026, 10, 27, 23, 59));
  });

  it('drops the little word that tied the date to the title', () => {
    expect(parse('Finish slides by monday 9am').title).toBe('Finish slides');
    expect(parse('Finish slides by monday 9am').dueDate).toEqual(new Date(2026, 10, 23, 9, 0));
  });

  it.each([
    'Buy milk',
    'Read chapter 5',
    'Plan Q3 2025 budget',
    'March madness bracket',
    'Fix bug #42',
    '  Top 10 ideas  ',
  ])('leaves the plain title %j untouched', (text) => {
    expect(parse(text)).toEqual({
      title: text.trim(),
      dueDate: null,
      dueText: null,
      minutes: null,
      durationText: null,
      repeat: null,
      repeatText: null,
      repeatWords: null,
      ...NO_PLACES,
    });
  });

  it('does not take a time inside a word for a duration', () => {
    expect(parse('Lunch tomorrow 1pm').minutes).toBeNull();
    expect(parse('Buy 50mm lens').minutes).toBeNull();
  });

  it('never leaves the title empty: a line that is only a date stays the title', () => {
    expect(parse('tomorrow').title).toBe('tomorrow');
    expect(parse('tomorrow').dueDate).toBeNull();
    expect(parse('50m').minutes).toBeNull();
  });

  it('keeps the words of a dismissed part in the title', () => {
    const result = parse('Write report tomorrow 3pm 50m', { ignoreDate: true });
    expect(result.title).toBe('Write report tomorrow 3pm');
    expect(result.minutes).toBe(50);
    const both = parse('Write report tomorrow 3pm 50m', { ignoreDate: true, ignoreDuration: true });
    expect(both.title).toBe('Write report tomorrow 3pm 50m');
  });
});
