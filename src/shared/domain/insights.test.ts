import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insightsQuerySchema } from '../insights.schemas.ts';
import {
  completionRate,
  type DailyInsightRow,
  emptyInsightRow,
  focusDays,
  focusTrend,
  formatFocusTime,
  heatmapWeeks,
  INSIGHT_RANGE_KEYS,
  insightRange,
  isFreeInsightRange,
  parseInsightRangeKey,
  pickedInsightRange,
  streakOfRuns,
  streaks,
  sumInsightRows,
  trendBars,
} from './insights.ts';
import { addDays, daysBetween, localDateKey } from './local-date.ts';

function row(insightDate: string, values: Partial<DailyInsightRow> = {}): DailyInsightRow {
  return { ...emptyInsightRow(insightDate), ...values };
}

describe('insightRange', () => {
  it('covers today minus 6 through today', () => {
    expect(insightRange(new Date('2025-03-03T12:00:00Z'), 'UTC')).toEqual({
      from: '2025-02-25',
      to: '2025-03-03',
      days: [
        '2025-02-25',
        '2025-02-26',
        '2025-02-27',
        '2025-02-28',
        '2025-03-01',
        '2025-03-02',
        '2025-03-03',
      ],
    });
  });

  it('uses the local day of the given zone', () => {
    const now = new Date('2025-06-15T02:00:00Z');
    expect(insightRange(now, 'America/Los_Angeles')).toMatchObject({
      from: '2025-06-08',
      to: '2025-06-14',
    });
    expect(insightRange(now, 'Asia/Tokyo')).toMatchObject({ from: '2025-06-09', to: '2025-06-15' });
  });

  it('is seven distinct days across a daylight-saving change', () => {
    const { days } = insightRange(new Date('2024-03-12T12:00:00Z'), 'America/New_York');
    expect(days).toEqual([
      '2024-03-06',
      '2024-03-07',
      '2024-03-08',
      '2024-03-09',
      '2024-03-10',
      '2024-03-11',
      '2024-03-12',
    ]);
  });

  it('accepts another length and rejects an empty one', () => {
    expect(insightRange(new Date('2025-06-15T12:00:00Z'), 'UTC', 1).days).toEqual(['2025-06-15']);
    expect(() => insightRange(new Date(), 'UTC', 0)).toThrow(RangeError);
  });

  it('always has consecutive days ending today', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('UTC', 'Europe/London', 'Australia/Lord_Howe', 'America/St_Johns'),
        (now, zone) => {
          const range = insightRange(now, zone);
          expect(range.days).toHaveLength(7);
          expect(range.to).toBe(localDateKey(now, zone));
          range.days.forEach((day, index) => {
            expect(day).toBe(addDays(range.from, index));
          });
        },
      ),
    );
  });
});

describe('parseInsightRangeKey', () => {
  it('reads the four ranges and falls back to 7 days for anything else', () => {
    for (const key of ['7d', '30d', '90d', '12m']) expect(parseInsightRangeKey(key)).toBe(key);
    for (const value of [null, undefined, '', '1y', '30D', ' 30d', '365d', 'toString']) {
      expect(parseInsightRangeKey(value)).toBe('7d');
    }
  });
});

describe('isFreeInsightRange', () => {
  it('leaves free users the last 7 days only', () => {
    expect(INSIGHT_RANGE_KEYS.filter(isFreeInsightRange)).toEqual(['7d']);
  });
});

describe('pickedInsightRange', () => {
  it('counts 7, 30 and 90 days back from today, today included', () => {
    expect(pickedInsightRange('7d', '2025-03-03')).toMatchObject({
      from: '2025-02-25',
      to: '2025-03-03',
      bucket: 'day',
    });
    expect(pickedInsightRange('30d', '2025-03-03')).toMatchObject({
      from: '2025-02-02',
      to: '2025-03-03',
      bucket: 'day',
    });
    const quarter = pickedInsightRange('90d', '2025-03-03');
    expect(quarter).toMatchObject({ from: '2024-12-04', to: '2025-03-03', bucket: 'week' });
    expect(quarter.days).toHaveLength(90);
  });

  it('takes 12 months as this month so far and the 11 whole months before it', () => {
    const year = pickedInsightRange('12m', '2025-06-11');
    expect(year).toMatchObject({ from: '2024-07-01', to: '2025-06-11', bucket: 'month' });
    expect(year.days).toHaveLength(346);
    expect(year.days.at(0)).toBe('2024-07-01');
    expect(year.days.at(-1)).toBe('2025-06-11');
    // The longest: a leap year's whole 12 months.
    expect(pickedInsightRange('12m', '2024-12-31').days).toHaveLength(366);
    expect(pickedInsightRange('12m', '2024-02-29').from).toBe('2023-03-01');
  });

  it("gives every range consecutive days ending today, within the server's longest range", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...INSIGHT_RANGE_KEYS),
        (now, key) => {
          const today = now.toISOString().slice(0, 10);
          const range = pickedInsightRange(key, today);
          expect(range.to).toBe(today);
          range.days.forEach((day, index) => {
            expect(day).toBe(addDays(range.from, index));
          });
          const query = { from: range.from, to: range.to, timeZone: 'UTC' };
          expect(insightsQuerySchema.safeParse(query).success).toBe(true);
        },
      ),
    );
  });
});

describe('trendBars', () => {
  const minutes = (range: { days: string[] }) =>
    range.days.map((date, index) => ({ date, focusMinutes: index + 1 }));

  it('keeps a bar per day for 7 and 30 days, 0 for days without a point', () => {
    const range = pickedInsightRange('7d', '2025-06-15');
    expect(trendBars([{ date: '2025-06-14', focusMinutes: 30 }], range)).toEqual([
      { from: '2025-06-09', to: '2025-06-09', focusMinutes: 0 },
      { from: '2025-06-10', to: '2025-06-10', focusMinutes: 0 },
      { from: '2025-06-11', to: '2025-06-11', focusMinutes: 0 },
      { from: '2025-06-12', to: '2025-06-12', focusMinutes: 0 },
      { from: '2025-06-13', to: '2025-06-13', focusMinutes: 0 },
      { from: '2025-06-14', to: '2025-06-14', focusMinutes: 30 },
      { from: '2025-06-15', to: '2025-06-15', focusMinutes: 0 },
    ]);
    expect(trendBars([], pickedInsightRange('30d', '2025-06-15'))).toHaveLength(30);
  });

  it('adds 90 days up in weeks counted back from today, the first one shorter', () => {
    const range = pickedInsightRange('90d', '2025-06-15');
    const bars = trendBars(minutes(range), range);
    expect(bars).toHaveLength(13);
    expect(bars[0]).toEqual({ from: '2025-03-18', to: '2025-03-23', focusMinutes: 21 });
    expect(bars[1]).toMatchObject({ from: '2025-03-24', to: '2025-03-30' });
    expect(bars.at(-1)).toEqual({
      from: '2025-06-09',
      to: '2025-06-15',
      focusMinutes: 84 + 85 + 86 + 87 + 88 + 89 + 90,
    });
  });

  it('adds 12 months up per calendar month, this month so far last', () => {
    const range = pickedInsightRange('12m', '2024-03-10');
    const bars = trendBars(
      [
        { date: '2023-04-01', focusMinutes: 25 },
        { date: '2023-04-30', focusMinutes: 50 },
        { date: '2024-02-29', focusMinutes: 10 },
        { date: '2024-03-10', focusMinutes: 5 },
      ],
      range,
    );
    expect(bars).toHaveLength(12);
    expect(bars[0]).toEqual({ from: '2023-04-01', to: '2023-04-30', focusMinutes: 75 });
    expect(bars[10]).toEqual({ from: '2024-02-01', to: '2024-02-29', focusMinutes: 10 });
    expect(bars[11]).toEqual({ from: '2024-03-01', to: '2024-03-10', focusMinutes: 5 });
  });

  it('loses no minute and no day, whatever the range', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...INSIGHT_RANGE_KEYS),
        (now, key) => {
          const range = pickedInsightRange(key, now.toISOString().slice(0, 10));
          const points = minutes(range);
          const bars = trendBars(points, range);
          const total = (values: { focusMinutes: number }[]) =>
            values.reduce((sum, value) => sum + value.focusMinutes, 0);
          expect(total(bars)).toBe(total(points));
          expect(bars[0]?.from).toBe(range.from);
          expect(bars.at(-1)?.to).toBe(range.to);
          bars.slice(1).forEach((bar, index) => {
            expect(bar.from).toBe(addDays(bars[index]?.to ?? '', 1));
          });
          expect(bars.length).toBeLessThanOrEqual(30);
        },
      ),
    );
  });
});

describe('heatmapWeeks', () => {
  const days = (from: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      date: addDays(from, index),
      focusMinutes: index,
    }));

  it('puts each day under its weekday, Sunday first, blanks before the first and after the last', () => {
    // Wednesday 2025-06-04 to Tuesday 2025-06-17.
    const weeks = heatmapWeeks(days('2025-06-04', 14));
    expect(weeks).toHaveLength(3);
    expect(weeks[0]?.days.map((day) => day?.date ?? null)).toEqual([
      null,
      null,
      null,
      '2025-06-04',
      '2025-06-05',
      '2025-06-06',
      '2025-06-07',
    ]);
    expect(weeks[2]?.days.map((day) => day?.date ?? null)).toEqual([
      '2025-06-15',
      '2025-06-16',
      '2025-06-17',
      null,
      null,
      null,
      null,
    ]);
  });

  it('names the weeks a month starts in, and the first week when no name is near', () => {
    // Sunday 2025-03-02 to Saturday 2025-05-24: 12 weeks.
    const labels = heatmapWeeks(days('2025-03-02', 84)).map((week) => week.monthLabel);
    expect(labels).toEqual([
      '2025-03-02',
      null,
      null,
      null,
      '2025-04-01',
      null,
      null,
      null,
      '2025-05-01',
      null,
      null,
      null,
    ]);
    // From Sunday 2025-03-23, April starts in the second week: too near to name March.
    const near = heatmapWeeks(days('2025-03-23', 84)).map((week) => week.monthLabel);
    expect(near.slice(0, 2)).toEqual([null, '2025-04-01']);
  });

  it('is empty without days', () => {
    expect(heatmapWeeks([])).toEqual([]);
  });
});

describe('focusDays', () => {
  it('counts the days with focus and picks the best, the latest of equals', () => {
    expect(
      focusDays([
        { date: '2025-06-09', focusMinutes: 50 },
        { date: '2025-06-10', focusMinutes: 0 },
        { date: '2025-06-11', focusMinutes: 75 },
        { date: '2025-06-12', focusMinutes: 75 },
        { date: '2025-06-13', focusMinutes: 25 },
      ]),
    ).toEqual({ focusDays: 4, bestDay: { date: '2025-06-12', focusMinutes: 75 } });
  });

  it('has no best day without focus', () => {
    expect(focusDays([{ date: '2025-06-09', focusMinutes: 0 }])).toEqual({
      focusDays: 0,
      bestDay: null,
    });
  });
});

describe('completionRate', () => {
  it('rounds completed over total to a percentage', () => {
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(1, 2)).toBe(50);
    expect(completionRate(4, 4)).toBe(100);
    expect(completionRate(6, 3)).toBe(100);
  });

  it('is 0 when there are no tasks', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(3, 0)).toBe(0);
  });
});

describe('formatFocusTime', () => {
  it('shows hours and minutes', () => {
    expect(formatFocusTime(0)).toBe('0h 0m');
    expect(formatFocusTime(59)).toBe('0h 59m');
    expect(formatFocusTime(60)).toBe('1h 0m');
    expect(formatFocusTime(75)).toBe('1h 15m');
    expect(formatFocusTime(1500)).toBe('25h 0m');
  });

  it('rounds to whole minutes and never goes negative', () => {
    expect(formatFocusTime(59.6)).toBe('1h 0m');
    expect(formatFocusTime(-10)).toBe('0h 0m');
    expect(formatFocusTime(Number.NaN)).toBe('0h 0m');
  });
});

describe('sumInsightRows', () => {
  it('adds the days and recomputes the rate from the sums', () => {
    const totals = sumInsightRows([
      row('2025-06-14', {
        totalTasks: 1,
        completedTasks: 1,
        completionRate: 100,
        totalPomodoros: 2,
        totalShortBreaks: 1,
        totalFocusMinutes: 50,
      }),
      row('2025-06-15', {
        totalTasks: 3,
        completedTasks: 0,
        totalPomodoros: 4,
        totalShortBreaks: 3,
        totalLongBreaks: 1,
        totalFocusMinutes: 95,
      }),
    ]);
    expect(totals).toEqual({
      totalTasks: 4,
      completedTasks: 1,
      completionRate: 25,
      totalPomodoros: 6,
      totalShortBreaks: 4,
      totalLongBreaks: 1,
      totalFocusMinutes: 145,
    });
  });

  it('is all zeros for no rows', () => {
    expect(sumInsightRows([])).toEqual({
      totalTasks: 0,
      completedTasks: 0,
      completionRate: 0,
      totalPomodoros: 0,
      totalShortBreaks: 0,
      totalLongBreaks: 0,
      totalFocusMinutes: 0,
    });
  });
});

describe('focusTrend', () => {
  it('gives one point per day, filling missing days with 0 and ignoring days outside', () => {
    const days = ['2025-06-13', '2025-06-14', '2025-06-15'];
    expect(
      focusTrend(
        [
          row('2025-06-15', { totalFocusMinutes: 30 }),
          row('2025-06-13', { totalFocusMinutes: 10 }),
          row('2025-06-01', { totalFocusMinutes: 99 }),
        ],
        days,
      ),
    ).toEqual([
      { date: '2025-06-13', focusMinutes: 10 },
      { date: '2025-06-14', focusMinutes: 0 },
      { date: '2025-06-15', focusMinutes: 30 },
    ]);
  });
});

describe('streaks', () => {
  const today = '2025-03-10';

  it('is zero for a user without a pomodoro', () => {
    expect(streaks([], today)).toEqual({ current: 0, longest: 0 });
  });

  it('counts the run ending today, and the longest run of all', () => {
    const days = [
      '2025-02-01',
      '2025-02-02',
      '2025-02-03',
      '2025-02-04',
      '2025-03-09',
      '2025-03-10',
    ];
    expect(streaks(days, today)).toEqual({ current: 2, longest: 4 });
  });

  it('keeps the run ending yesterday while today has no pomodoro yet', () => {
    expect(streaks(['2025-03-07', '2025-03-08', '2025-03-09'], today)).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it('ends the current run when a whole day was missed', () => {
    expect(streaks(['2025-03-07', '2025-03-08'], today)).toEqual({ current: 0, longest: 2 });
  });

  it('runs across month and year ends, and ignores repeats, order and future days', () => {
    const days = ['2025-01-01', '2024-12-31', '2025-01-01', '2024-12-30', '2025-03-11'];
    expect(streaks(days, '2025-01-01')).toEqual({ current: 3, longest: 3 });
    expect(streaks(['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-01').current).toBe(3);
  });

  it('never has a current run longer than the longest, nor longer than the days given', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -60, max: 0 }), { maxLength: 40 }),
        (offsets) => {
          const result = streaks(
            offsets.map((offset) => addDays(today, offset)),
            today,
          );
          expect(result.current).toBeLessThanOrEqual(result.longest);
          expect(result.longest).toBeLessThanOrEqual(offsets.length);
          expect(result.longest > 0).toBe(offsets.length > 0);
        },
      ),
    );
  });
});

describe('streakOfRuns', () => {
  const today = '2025-03-10';

  it('is zero without a run', () => {
    expect(streakOfRuns(0, null, today)).toEqual({ current: 0, longest: 0 });
  });

  it('counts the latest run as current while it ends today or yesterday', () => {
    expect(streakOfRuns(9, { start: '2025-03-08', end: today }, today)).toEqual({
      current: 3,
      longest: 9,
    });
    expect(streakOfRuns(10, { start: '2025-02-28', end: '2025-03-09' }, today)).toEqual({
      current: 10,
      longest: 10,
    });
    expect(streakOfRuns(9, { start: '2025-03-01', end: '2025-03-08' }, today)).toEqual({
      current: 0,
      longest: 9,
    });
  });

  it('leaves a run that goes past today to the days', () => {
    expect(streakOfRuns(4, { start: '2025-03-09', end: '2025-03-11' }, today)).toBeNull();
  });

  it('agrees with streaks on any days that end by today', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -60, max: 0 }), { maxLength: 40 }),
        (offsets) => {
          const days = offsets.map((offset) => addDays(today, offset)).sort();
          const runs: { start: string; end: string }[] = [];
          for (const day of days) {
            const last = runs.at(-1);
            if (last && addDays(last.end, 1) === day) last.end = day;
            else runs.push({ start: day, end: day });
          }
          const longest = Math.max(0, ...runs.map((run) => daysBetween(run.start, run.end) + 1));
          expect(streakOfRuns(longest, runs.at(-1) ?? null, today)).toEqual(streaks(days, today));
        },
      ),
    );
  });
});
