import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EISENHOWER_TAGS } from '../../../shared/domain/eisenhower.ts';
import type { QuadrantEstimate } from '../../../shared/domain/estimate-slip.ts';
import { completionRate, type DailyInsightRow } from '../../../shared/domain/insights.ts';
import { addDays } from '../../../shared/domain/local-date.ts';
import { createLocalEngine } from './local-engine.ts';

const engine = createLocalEngine();
const TODAY = '2025-06-15'; // a Sunday

type Figures = Partial<Omit<DailyInsightRow, 'insightDate' | 'completionRate'>>;

/** Seven days ending today, oldest first; `figures[i]` belongs to today minus (6 - i). */
function week(figures: Figures[]): DailyInsightRow[] {
  return Array.from({ length: 7 }, (_, index) => {
    const day = {
      totalTasks: 0,
      completedTasks: 0,
      totalPomodoros: 0,
      totalShortBreaks: 0,
      totalLongBreaks: 0,
      totalFocusMinutes: 0,
      ...figures[index],
    };
    return {
      insightDate: addDays(TODAY, index - 6),
      ...day,
      completionRate: completionRate(day.completedTasks, day.totalTasks),
    };
  });
}

const focused = (pomodoros: number, extra: Figures = {}): Figures => ({
  totalPomodoros: pomodoros,
  totalFocusMinutes: pomodoros * 25,
  totalShortBreaks: pomodoros,
  ...extra,
});

const daily = (figures: Figures[]) =>
  engine.summarize({ type: 'daily', today: TODAY, days: week(figures), estimates: [] });
const weekly = (figures: Figures[], estimates: QuadrantEstimate[] = []) =>
  engine.summarize({ type: 'weekly', today: TODAY, days: week(figures), estimates });

describe("the local engine's daily tip", () => {
  it('speaks of breaks skipped before anything else', async () => {
    const today = focused(3, { totalShortBreaks: 1 });
    expect(await daily([{}, {}, {}, {}, {}, {}, today])).toBe(
      'Today: 1h 15m of focus in 3 pomodoros. You skipped 2 breaks: a short break after each pomodoro keeps the next one sharp.',
    );
  });

  it('asks for a first pomodoro on a day without one, against the week so far', async () => {
    expect(await daily([focused(4), focused(2)])).toBe(
      'No focus sessions yet today. Start one pomodoro on your most important task; your days this week averaged 0h 25m.',
    );
    expect(await daily([])).toBe(
      'No focus sessions yet today. Start one pomodoro on your most important task to get the day going.',
    );
  });

  it('points at unfinished tasks when fewer than half of those added today are done', async () => {
    const today = focused(1, { totalTasks: 3, completedTasks: 1 });
    expect(await daily([{}, {}, {}, {}, {}, {}, today])).toBe(
      'Today: 0h 25m of focus in 1 pomodoro. You have finished 1 of the 3 tasks added today: give your next pomodoro to the one that matters most.',
    );
  });

  it("compares today's focus with the daily average of the days before", async () => {
    const before = [focused(2), focused(2), focused(2), focused(2), focused(2), focused(2)];
    expect(await daily([...before, focused(4)])).toBe(
      'Today: 1h 40m of focus in 4 pomodoros. That is above your daily average of 0h 50m this week: keep the rhythm, and take your long break.',
    );
    expect(await daily([...before, focused(1)])).toBe(
      'Today: 0h 25m of focus in 1 pomodoro. Your daily average this week is 0h 50m: one more pomodoro brings you closer.',
    );
    expect(await daily([{}, {}, {}, {}, {}, {}, focused(1)])).toBe(
      "Today: 0h 25m of focus in 1 pomodoro. A good start: plan tomorrow's first pomodoro before you stop.",
    );
  });
});

describe("the local engine's weekly reflection", () => {
  it('names the best day, the completion rate, the trend and the breaks', async () => {
    const text = await weekly([
      focused(4, { totalTasks: 2, completedTasks: 2 }),
      focused(6, { totalShortBreaks: 4, totalTasks: 2, completedTasks: 1 }),
      focused(2),
      {},
      focused(1),
      {},
      focused(1),
    ]);
    expect(text).toBe(
      'This week: 5h 50m of focus in 14 pomodoros over 5 active days. Your best day was Tuesday with 2h 30m. You added 4 tasks and completed 3 (75%). Your focus dropped in the last days: plan a lighter, steadier start tomorrow. You skipped 2 breaks; taking them keeps long days productive.',
    );
  });

  it('praises a steady week with every break taken', async () => {
    const steady = focused(2);
    expect(await weekly([steady, steady, steady, steady, steady, steady, steady])).toBe(
      'This week: 5h 50m of focus in 14 pomodoros over 7 active days. Your best day was Monday with 0h 50m. Your focus held steady through the week. You took a break after every pomodoro: keep it up.',
    );
  });

  it('ends with the quadrant whose tasks overran their estimates the most', async () => {
    const steady = focused(2);
    const text = await weekly(
      [steady, steady, steady, steady, steady, steady, steady],
      [
        { quadrant: 'Do First', tasks: 2, estimatedMinutes: 60, focusMinutes: 100 },
        { quadrant: 'Schedule', tasks: 3, estimatedMinutes: 240, focusMinutes: 250 },
        { quadrant: 'Eliminate', tasks: 1, estimatedMinutes: 5, focusMinutes: 25 },
      ],
    );
    expect(text).toBe(
      "This week: 5h 50m of focus in 14 pomodoros over 7 active days. Your best day was Monday with 0h 50m. Your focus held steady through the week. You took a break after every pomodoro: keep it up. Your 2 'Do First' tasks took 1h 40m of focus against an estimate of 1h 0m: estimates slip most there.",
    );
    const one = await weekly(
      [focused(3)],
      [{ quadrant: 'Delegate', tasks: 1, estimatedMinutes: 25, focusMinutes: 75 }],
    );
    expect(one).toMatch(
      / Your 1 'Delegate' task took 1h 15m of focus against an estimate of 0h 25m: estimates slip most there\.$/,
    );
  });

  it('says when estimates held, and nothing with too little focus to judge them', async () => {
    const week = [focused(2), focused(2)];
    const held = await weekly(week, [
      { quadrant: 'Schedule', tasks: 2, estimatedMinutes: 90, focusMinutes: 100 },
    ]);
    expect(held).toMatch(
      / Your tasks stayed close to their estimates this week: your estimates held\.$/,
    );
    const without = await weekly(week);
    expect(without).not.toMatch(/estimate/);
    expect(
      await weekly(week, [
        { quadrant: 'Do First', tasks: 1, estimatedMinutes: 5, focusMinutes: 25 },
      ]),
    ).toBe(without);
  });

  it('encourages a first pomodoro after an empty week', async () => {
    expect(await weekly([])).toBe(
      'No focus sessions this week yet. Start with one pomodoro a day to build the habit.',
    );
  });

  it('always says something, and never asks the user to upgrade', async () => {
    const day = fc.record({
      totalTasks: fc.nat(20),
      completedTasks: fc.nat(20),
      totalPomodoros: fc.nat(16),
      totalShortBreaks: fc.nat(16),
      totalLongBreaks: fc.nat(4),
      totalFocusMinutes: fc.nat(600),
    });
    const estimate = fc.record({
      quadrant: fc.constantFrom(...EISENHOWER_TAGS),
      tasks: fc.integer({ min: 1, max: 10 }),
      estimatedMinutes: fc.nat(600),
      focusMinutes: fc.nat(600),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(day, { minLength: 7, maxLength: 7 }),
        fc.constantFrom('daily' as const, 'weekly' as const),
        fc.array(estimate, { maxLength: 4 }),
        async (figures, type, estimates) => {
          const text = await engine.summarize({
            type,
            today: TODAY,
            days: week(figures),
            estimates,
          });
          expect(text.trim()).not.toBe('');
          expect(text.toLowerCase()).not.toContain('upgrade');
        },
      ),
    );
  });
});
