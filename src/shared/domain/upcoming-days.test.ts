import { describe, expect, it } from 'vitest';
import { upcomingDays } from './upcoming-days.ts';

const now = new Date('2026-11-26T10:00:00Z');
const task = (title: string, dueDate: string | null, completed = false) => ({
  title,
  dueDate,
  completed,
});

describe('upcomingDays', () => {
  it('lists the next seven days, today first, each with its open tasks by time', () => {
    const days = upcomingDays(
      [
        task('Friday evening', '2026-11-27T18:00:00Z'),
        task('Friday morning', '2026-11-27T08:00:00Z'),
        task('overdue', '2026-11-25T09:00:00Z'),
        task('in a week', '2026-12-03T09:00:00Z'),
        task('last day', '2026-12-02T23:00:00Z'),
        task('done', '2026-11-28T09:00:00Z', true),
        task('undated', null),
      ],
      now,
      'UTC',
    );
    expect(days.map((entry) => entry.day)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(days.map((entry) => entry.tasks.map((item) => item.title))).toEqual([
      [],
      ['Friday morning', 'Friday evening'],
      [],
      [],
      [],
      [],
      ['last day'],
    ]);
  });
});
