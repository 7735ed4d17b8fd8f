import { addDays, dateKeyOf, localDateKey } from '../../../shared/domain/local-date.ts';
import { effectivePriority, type Priority } from '../../../shared/domain/priority.ts';
import type { TaskListItem } from '../../../shared/task-list.schemas.ts';
import { isOverdue } from '../../lib/due-date.ts';

export const DUE_FILTERS = ['any', 'today', 'overdue', 'week'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/** How many local days, today included, 'This week' reaches. */
const WEEK_DAYS = 7;

export const DUE_FILTER_LABELS: Record<DueFilter, string> = {
  any: 'Any due date',
  today: 'Due today',
  overdue: 'Overdue',
  week: 'This week (next 7 days)',
};

export interface TaskFilters {
  /** Words that must all appear in what a row shows (title, AI summary), in any case and accents. */
  text: string;
  due: DueFilter;
  /** The priority the list shows: the user's own, or else the AI's. */
  priority: Priority | 'any';
  hideCompleted: boolean;
}

export const NO_FILTERS: TaskFilters = {
  text: '',
  due: 'any',
  priority: 'any',
  hideCompleted: false,
};

/** Whether anything but the whole list is asked for. */
export function isFiltering(filters: TaskFilters): boolean {
  return (
    filters.text.trim() !== '' ||
    filters.due !== 'any' ||
    filters.priority !== 'any' ||
    filters.hideCompleted
  );
}

/** Lower case without accents, so 'resume' finds 'Résumé'. */
function folded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

function matchesDue(task: TaskListItem, due: DueFilter, now: Date, timeZone: string): boolean {
  if (due === 'any') return true;
  if (due === 'overdue') return isOverdue(task.dueDate, task.completed, now);
  const day = dateKeyOf(task.dueDate, timeZone);
  if (day === null) return false;
  const today = localDateKey(now, timeZone);
  if (due === 'today') return day === today;
  // Date keys ('YYYY-MM-DD') sort as the days they name.
  return day >= today && day <= addDays(today, WEEK_DAYS - 1);
}

/** The tasks the filters let through, in the list's order; local days are `timeZone`'s. */
export function filterTasks(
  tasks: readonly TaskListItem[],
  filters: TaskFilters,
  now: Date,
  timeZone: string,
): TaskListItem[] {
  const words = folded(filters.text).split(/\s+/).filter(Boolean);
  return tasks.filter((task) => {
    if (filters.hideCompleted && task.completed) return false;
    if (filters.priority !== 'any' && effectivePriority(task) !== filters.priority) return false;
    if (!matchesDue(task, filters.due, now, timeZone)) return false;
    if (words.length === 0) return true;
    const text = folded(`${task.title}\n${task.aiTaskSummary ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}
