import { describe, expect, it } from 'vitest';
import { todayPlan } from './today.ts';

const now = new Date('2026-11-26T10:00:00Z');
const task = (title: string, dueDate: string | null, completed = false) => ({
  title,
  dueDate,
  completed,
});

describe('todayPlan', () => {
  it('puts tasks of days before today first, then today by time, and nothing later', () => {
    const plan = todayPlan(
      [
        task('later today', '2026-11-26T16:00:00Z'),
        task('tomorrow', '2026-11-27T09:00:00Z'),
        task('two days ago', '2026-11-24T09:00:00Z'),
        task('this morning', '2026-11-26T08:00:00Z'),
        task('yesterday', '2026-11-25T20:00:00Z'),
        task('no date', null),
        task('done yesterday', '2026-11-25T09:00:00Z', true),
      ],
      now,
      'UTC',
    );
    expect(plan.overdue.map((entry) => entry.title)).toEqual(['two days ago', 'yesterday']);
    expect(plan.today.map((entry) => entry.title)).toEqual(['this morning', 'later today']);
  });

  it('reads the days in the given zone', () => {
    // 23:30 UTC on the 25th is already the 26th in Berlin.
    const plan = todayPlan([task('late', '2026-11-25T23:30:00Z')], now, 'Europe/Berlin');
    expect(plan.today.map((entry) => entry.title)).toEqual(['late']);
    expect(todayPlan([task('late', '2026-11-25T23:30:00Z')], now, 'UTC').overdue).toHaveLength(1);
  });
});
