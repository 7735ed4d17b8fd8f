import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { type NextOccurrenceInput, nextOccurrence } from './next-occurrence.ts';
import { checkRepeatRule } from './repeat-rule.ts';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';

/** The local wall time of `date` in `timeZone`, as 'YYYY-MM-DD HH:mm'. */
const local = (date: unknown, timeZone: string) => {
  if (!(date instanceof Date)) throw new Error(`expected a moment, got ${String(date)}`);
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
};

/** Completes occurrence after occurrence from the first, as a user would, and lists their dues. */
function series(input: Omit<NextOccurrenceInput, 'completedDue' | 'completedAt'>, times: number) {
  const dues = [input.seriesStart];
  let current = { ...input, completedDue: input.seriesStart };
  for (let index = 1; index < times; index += 1) {
    const next = nextOccurrence({ ...current, completedAt: new Date(0) });
    if (!next) break;
    dues.push(next.due);
    current = { ...current, ...next, completedDue: next.due };
  }
  return dues;
}

// For each zone: a spring-forward and a fall-back day of 2026.
const CHANGES = [
  { timeZone: BERLIN, spring: '2026-03-29', fall: '2026-10-25' },
  { timeZone: NEW_YORK, spring: '2026-03-08', fall: '2026-11-01' },
] as const;

/** 09:00 on `day` in `timeZone`. */
const nineOn = (day: string, timeZone: string) =>
  DateTime.fromISO(`${day}T09:00`, { zone: timeZone }).toJSDate();

describe.each(CHANGES)('occurrences in $timeZone keep their local time', (zone) => {
  const { timeZone } = zone;
  const daysBefore = (day: string, days: number) => {
    const date = new Date(`${day}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - days);
    return date.toISOString().slice(0, 10);
  };

  it.each(['spring', 'fall'] as const)('every day at 09:00 across the %s change', (change) => {
    const start = nineOn(daysBefore(zone[change], 2), timeZone);
    const dues = series(
      { repeat: { rule: 'FREQ=DAILY', afterCompletion: false }, seriesStart: start, timeZone },
      5,
    );
    expect(dues.map((due) => local(due, timeZone).slice(11))).toEqual(Array(5).fill('09:00'));
    expect(dues.map((due) => local(due, timeZone).slice(0, 10))).toContain(zone[change]);
  });

  it('every Monday and Thursday, weekly, across both changes', () => {
    const start = nineOn(daysBefore(zone.spring, 10), timeZone);
    const dues = series(
      {
        repeat: { rule: 'FREQ=WEEKLY;BYDAY=MO,TH', afterCompletion: false },
        seriesStart: start,
        timeZone,
      },
      70,
    );
    const days = new Set(
      dues.map((due) => new Date(local(due, timeZone).slice(0, 10)).getUTCDay()),
    );
    expect(days).toEqual(new Set([1, 4]));
    expect(new Set(dues.map((due) => local(due, timeZone).slice(11)))).toEqual(new Set(['09:00']));
  });

  it('every weekday, every 3 days, monthly on the 2nd Monday and yearly keep 09:00', () => {
    const start = nineOn(daysBefore(zone.spring, 20), timeZone);
    for (const rule of [
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'FREQ=DAILY;INTERVAL=3',
      'FREQ=MONTHLY;BYDAY=+2MO',
      'FREQ=YEARLY',
    ]) {
      const dues = series(
        { repeat: { rule, afterCompletion: false }, seriesStart: start, timeZone },
        12,
      );
      expect(dues.length).toBe(12);
      expect(new Set(dues.slice(1).map((due) => local(due, timeZone).slice(11)))).toEqual(
        new Set(['09:00']),
      );
    }
  });

  it('monthly on the 2nd Monday falls on second Mondays', () => {
    const start = nineOn('2026-01-12', timeZone);
    const dues = series(
      {
        repeat: { rule: 'FREQ=MONTHLY;BYDAY=+2MO', afterCompletion: false },
        seriesStart: start,
        timeZone,
      },
      12,
    );
    for (const due of dues) {
      const day = new Date(local(due, timeZone).slice(0, 10));
      expect(day.getUTCDay()).toBe(1);
      expect(Math.ceil(day.getUTCDate() / 7)).toBe(2);
    }
  });
});

describe('nextOccurrence', () => {
  afterEach(() => {
    delete process.env.TZ;
  });

  it.each([BERLIN, NEW_YORK])(
    'ends on the local day UNTIL names, that day included, in %s',
    (zone) => {
      const rule = checkRepeatRule('FREQ=DAILY;UNTIL=20270310');
      if (!rule.ok) throw new Error(rule.reason);
      const dues = series(
        {
          repeat: { rule: rule.rule, afterCompletion: false },
          seriesStart: nineOn('2027-03-07', zone),
          timeZone: zone,
        },
        10,
      );
      expect(dues.map((due) => local(due, zone))).toEqual([
        '2027-03-07 09:00',
        '2027-03-08 09:00',
        '2027-03-09 09:00',
        '2027-03-10 09:00',
      ]);
    },
  );

  it('gives the same moments whatever zone the process runs in', () => {
    const input = {
      repeat: { rule: 'FREQ=DAILY', afterCompletion: false },
      seriesStart: nineOn('2026-03-27', BERLIN),
      timeZone: BERLIN,
    };
    const inUtc = series(input, 4).map((due) => (due instanceof Date ? due.toISOString() : due));
    process.env.TZ = NEW_YORK;
    const inNewYork = series(input, 4).map((due) =>
      due instanceof Date ? due.toISOString() : due,
    );
    expect(inNewYork).toEqual(inUtc);
    expect(inUtc).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
  });

  it('counts COUNT from the series start, and ends there', () => {
    const dues = series(
      {
        repeat: { rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;COUNT=5', afterCompletion: false },
        seriesStart: nineOn('2026-01-02', BERLIN),
        timeZone: BERLIN,
      },
      10,
    );
    expect(dues.map((due) => local(due, BERLIN).slice(0, 10))).toEqual([
      '2026-01-02',
      '2026-01-16',
      '2026-01-30',
      '2026-02-13',
      '2026-02-27',
    ]);
  });

  it('ends at UNTIL', () => {
    const next = nextOccurrence({
      repeat: { rule: 'FREQ=DAILY;UNTIL=20260105T235959Z', afterCompletion: false },
      seriesStart: nineOn('2026-01-01', BERLIN),
      completedDue: nineOn('2026-01-05', BERLIN),
      completedAt: new Date('2026-01-05T10:00:00Z'),
      timeZone: BERLIN,
    });
    expect(next).toBeNull();
  });

  it('keeps a day-only due date a day', () => {
    const next = nextOccurrence({
      repeat: { rule: 'FREQ=MONTHLY;BYMONTHDAY=31', afterCompletion: false },
      seriesStart: '2026-01-31',
      completedDue: '2026-01-31',
      completedAt: new Date('2026-02-10T10:00:00Z'),
      timeZone: NEW_YORK,
    });
    expect(next?.due).toBe('2026-03-31');
  });

  it("counts an 'every!' rule from the day of completion, at the due date's time", () => {
    const next = nextOccurrence({
      repeat: { rule: 'FREQ=DAILY;INTERVAL=3;COUNT=3', afterCompletion: true },
      seriesStart: nineOn('2026-03-20', BERLIN),
      completedDue: nineOn('2026-03-20', BERLIN),
      completedAt: new Date('2026-03-27T21:30:00Z'),
      timeZone: BERLIN,
    });
    expect(local(next?.due, BERLIN)).toBe('2026-03-30 09:00');
    expect(next?.repeat).toEqual({ rule: 'FREQ=DAILY;INTERVAL=3;COUNT=2', afterCompletion: true });
    expect(next?.seriesStart).toEqual(next?.due);
  });

  it("ends an 'every!' rule with its last count", () => {
    expect(
      nextOccurrence({
        repeat: { rule: 'FREQ=DAILY;COUNT=1', afterCompletion: true },
        seriesStart: '2026-03-20',
        completedDue: '2026-03-20',
        completedAt: new Date('2026-03-21T10:00:00Z'),
        timeZone: BERLIN,
      }),
    ).toBeNull();
  });
});
