import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type UpcomingCandidate, upcomingTasks } from './upcoming-tasks.ts';

interface Task extends UpcomingCandidate {
  id: string;
}

const NOW = new Date('2025-06-15T15:00:00Z');

function task(id: string, dueDate: Task['dueDate'], completed = false): Task {
  return { id, dueDate, completed };
}

const ids = (tasks: readonly Task[]) => tasks.map((entry) => entry.id);

describe('upcomingTasks', () => {
  it('keeps incomplete tasks due by the end of tomorrow, overdue ones first', () => {
    const tasks = [
      task('tomorrow-late', '2025-06-16T22:00:00Z'),
      task('today-earlier-than-now', '2025-06-15T01:00:00Z'),
      task('yesterday', '2025-06-14T23:59:59Z'),
      task('after-tomorrow', '2025-06-17T00:00:00Z'),
      task('done', '2025-06-15T16:00:00Z', true),
      task('no-date', null),
    ];
    expect(ids(upcomingTasks(tasks, NOW, 'UTC'))).toEqual([
      'yesterday',
      'today-earlier-than-now',
      'tomorrow-late',
    ]);
  });

  it('lets overdue tasks take the places before the ones due later', () => {
    const tasks = [
      task('today', '2025-06-15T18:00:00Z'),
      task('last-month', '2025-05-10T09:00:00Z'),
      task('last-week', '2025-06-08'),
      task('yesterday', '2025-06-14T09:00:00Z'),
    ];
    expect(ids(upcomingTasks(tasks, NOW, 'UTC'))).toEqual(['last-month', 'last-week', 'yesterday']);
  });

  it('includes the exact end of tomorrow, not a moment later', () => {
    const tasks = [
      task('end', '2025-06-16T23:59:59.999Z'),
      task('start', new Date('2025-06-15T00:00:00Z')),
    ];
    expect(ids(upcomingTasks(tasks, NOW, 'UTC'))).toEqual(['start', 'end']);
  });

  it('uses the local days of the time zone', () => {
    // 15:00 UTC is already June 16 in Tokyo, so Tokyo's window ends with June 17.
    const tasks = [task('a', '2025-06-15T14:00:00Z'), task('b', '2025-06-17T14:00:00Z')];
    expect(ids(upcomingTasks(tasks, NOW, 'Asia/Tokyo'))).toEqual(['a', 'b']);
    expect(ids(upcomingTasks(tasks, NOW, 'UTC'))).toEqual(['a']);
  });

  it('accepts calendar-day due dates and puts them first within their day', () => {
    const tasks = [
      task('timed', '2025-06-16T08:00:00Z'),
      task('day', '2025-06-16'),
      task('after-day', '2025-06-18'),
    ];
    expect(ids(upcomingTasks(tasks, NOW, 'UTC'))).toEqual(['day', 'timed']);
  });

  it('returns at most three, keeping list order for equal dates', () => {
    const tasks = ['a', 'b', 'c', 'd'].map((id) => task(id, '2025-06-15'));
    expect(ids(upcomingTasks(tasks, NOW, 'UTC'))).toEqual(['a', 'b', 'c']);
    expect(upcomingTasks(tasks, NOW, 'UTC', 0)).toEqual([]);
  });

  it('ignores unreadable due dates', () => {
    expect(upcomingTasks([task('x', 'soon'), task('y', '')], NOW, 'UTC')).toEqual([]);
  });

  it('returns incomplete tasks due by the end of tomorrow, sorted, never more than the limit', () => {
    const start = Date.UTC(2025, 5, 13);
    const arbitraryTask = fc.record({
      id: fc.string(),
      completed: fc.boolean(),
      dueDate: fc.option(
        fc.integer({ min: 0, max: 5 * 86_400_000 }).map((offset) => new Date(start + offset)),
      ),
    });
    fc.assert(
      fc.property(fc.array(arbitraryTask), (tasks) => {
        const result = upcomingTasks(tasks, NOW, 'UTC');
        expect(result.length).toBeLessThanOrEqual(3);
        const times = result.map((entry) => {
          expect(entry.completed).toBe(false);
          const time = entry.dueDate instanceof Date ? entry.dueDate.getTime() : Number.NaN;
          expect(time).toBeLessThan(Date.UTC(2025, 5, 17));
          return time;
        });
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }),
    );
  });
});
