// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listItemOf } from '../../../shared/domain/task-list-item.ts';
import type { TaskListItem } from '../../../shared/task-list.schemas.ts';
import {
  filterTasks,
  isFiltering,
  NO_FILTERS,
  searchFromParams,
  type TaskFilters,
  withSearchParams,
} from './task-filters.ts';
import { makeTask } from './task-fixtures.ts';

// Monday 23 November 2026, 10:00 in Paris (09:00 UTC).
const now = new Date('2026-11-23T09:00:00Z');
const zone = 'Europe/Paris';

const tasks = [
  makeTask(1, { title: 'Write the résumé', aiTaskSummary: null, dueDate: null }),
  makeTask(2, {
    title: 'Pay rent',
    // The row shows the summary's first four words, and the search finds what the row shows.
    aiTaskSummary: 'Landlord wants bank TRANSFER before Friday',
    dueDate: '2026-11-22T17:00:00Z',
  }),
  // 08:30 today in Paris: due today and already past.
  makeTask(3, { title: 'Stand-up notes', dueDate: '2026-11-23T07:30:00Z' }),
  // 23:30 on Sunday the 29th in Paris, which is still the 29th: within the seven days.
  makeTask(4, { title: 'Weekly review', dueDate: '2026-11-29T22:30:00Z' }),
  // Monday the 30th in Paris: the eighth day.
  makeTask(5, { title: 'Plan December', dueDate: '2026-11-29T23:30:00Z' }),
  makeTask(6, {
    title: 'Old done task',
    completed: true,
    dueDate: '2026-11-20T10:00:00Z',
    userOverriddenPriority: 'High',
  }),
  makeTask(7, { title: 'Call the bank', aiPredictedPriority: 'Low' }),
].map(listItemOf);

const titles = (list: TaskListItem[]) => list.map((task) => task.title);
const run = (filters: Partial<TaskFilters>) =>
  titles(filterTasks(tasks, { ...NO_FILTERS, ...filters }, now, zone));

describe('filterTasks', () => {
  it('lets every task through without filters', () => {
    expect(run({})).toHaveLength(tasks.length);
    expect(isFiltering(NO_FILTERS)).toBe(false);
    expect(isFiltering({ ...NO_FILTERS, text: '   ' })).toBe(false);
  });

  it('finds every word in the title or the AI summary, ignoring case and accents', () => {
    expect(run({ text: 'RESUME' })).toEqual(['Write the résumé']);
    expect(run({ text: 'rent transfer' })).toEqual(['Pay rent']);
    expect(run({ text: 'rent quarterly' })).toEqual([]);
    // Beyond the words the row shows.
    expect(run({ text: 'friday' })).toEqual([]);
  });

  it('reads due dates as local days of the time zone', () => {
    expect(run({ due: 'today' })).toEqual(['Stand-up notes']);
    expect(run({ due: 'week' })).toEqual(['Stand-up notes', 'Weekly review']);
    expect(run({ due: 'overdue' })).toEqual(['Pay rent', 'Stand-up notes']);
  });

  it('filters by the priority the list shows, the user’s own first', () => {
    expect(run({ priority: 'High' })).toEqual(['Old done task']);
    expect(run({ priority: 'Low' })).toEqual(['Call the bank']);
  });

  it('hides completed tasks and combines the filters', () => {
    expect(run({ hideCompleted: true })).not.toContain('Old done task');
    expect(run({ hideCompleted: true, priority: 'High' })).toEqual([]);
    expect(run({ due: 'week', text: 'review' })).toEqual(['Weekly review']);
  });
});

describe('the project and label filters', () => {
  const placed = [
    makeTask(1, { title: 'Inbox task' }),
    makeTask(2, { title: 'Work task', projectId: 'p-work', labelIds: ['l-deep'] }),
    makeTask(3, { title: 'Home task', projectId: 'p-home', labelIds: ['l-deep', 'l-call'] }),
  ].map(listItemOf);
  const pick = (filters: Partial<TaskFilters>) =>
    titles(filterTasks(placed, { ...NO_FILTERS, ...filters }, now, zone));

  it("lets through a project's tasks, the Inbox's, or a label's, with the other filters", () => {
    expect(pick({ project: 'p-work' })).toEqual(['Work task']);
    expect(pick({ project: 'inbox' })).toEqual(['Inbox task']);
    expect(pick({ label: 'l-deep' })).toEqual(['Work task', 'Home task']);
    expect(pick({ project: 'p-home', label: 'l-deep' })).toEqual(['Home task']);
    expect(pick({ label: 'l-deep', text: 'work' })).toEqual(['Work task']);
    expect(isFiltering({ ...NO_FILTERS, project: 'inbox' })).toBe(true);
  });
});

describe('the filters in the address', () => {
  it('reads each filter, and no filter for a missing or unknown value', () => {
    expect(searchFromParams(new URLSearchParams('q=rent&due=overdue&priority=Low'))).toEqual({
      text: 'rent',
      due: 'overdue',
      priority: 'Low',
      project: '',
      label: '',
    });
    expect(searchFromParams(new URLSearchParams('due=later&priority=high'))).toEqual({
      text: '',
      due: 'any',
      priority: 'any',
      project: '',
      label: '',
    });
    expect(searchFromParams(new URLSearchParams('project=p-1&label=l-2'))).toMatchObject({
      project: 'p-1',
      label: 'l-2',
    });
  });

  it("writes the filters that are on, keeping the address's other parameters", () => {
    const params = withSearchParams(new URLSearchParams('tab=1&due=today&q=old'), {
      text: '',
      due: 'any',
      priority: 'High',
      project: 'inbox',
      label: 'l-1',
    });
    expect(params.toString()).toBe('tab=1&priority=High&project=inbox&label=l-1');
  });
});
