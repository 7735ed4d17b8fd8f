import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completionRate,
  type DailyInsightRow,
  emptyInsightRow,
  focusTrend,
  formatFocusTime,
  insightRange,
  streaks,
  sumInsightRows,
} from './insights.ts';
import { addDays, localDateKey } from './local-date.ts';

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
