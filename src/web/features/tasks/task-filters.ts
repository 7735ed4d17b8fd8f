import { addDays, dateKeyOf, localDateKey } from '../../../shared/domain/local-date.ts';
import { effectivePriority, PRIORITIES, type Priority } from '../../../shared/domain/priority.ts';
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
  /** A project's id, 'inbox' (tasks of no project), or '' for any. */
  project: string;
  /** A label's id, or '' for any. */
  label: string;
  hideCompleted: boolean;
}

/** The project filter of the tasks in no project. */
export const INBOX_FILTER = 'inbox';

export const NO_FILTERS: TaskFilters = {
  text: '',
  due: 'any',
  priority: 'any',
  project: '',
  label: '',
  hideCompleted: false,
};

/** The filters kept in the address; hiding completed tasks is a saved preference instead. */
export type SearchFilters = Omit<TaskFilters, 'hideCompleted'>;

export const NO_SEARCH: SearchFilters = {
  text: '',
  due: 'any',
  priority: 'any',
  project: '',
  label: '',
};

export function isDueFilter(value: string | null): value is DueFilter {
  return DUE_FILTERS.some((due) => due === value);
}

export function isPriorityFilter(value: string | null): value is TaskFilters['priority'] {
  return value === 'any' || PRIORITIES.some((priority) => priority === value);
}

/**
 * The address's query parameters for each filter:
 * `/my-tasks?q=bank&due=week&priority=High&project=<id>&label=<id>` (`project=inbox`: no project).
 */
const PARAMS = {
  text: 'q',
  due: 'due',
  priority: 'priority',
  project: 'project',
  label: 'label',
} as const;

const SEARCH_KEYS = ['text', 'due', 'priority', 'project', 'label'] as const;

/** The filters an address asks for; a missing or unknown value reads as no filter. */
export function searchFromParams(params: URLSearchParams): SearchFilters {
  const due = params.get(PARAMS.due);
  const priority = params.get(PARAMS.priority);
  return {
    text: params.get(PARAMS.text) ?? NO_SEARCH.text,
    due: isDueFilter(due) ? due : NO_SEARCH.due,
    priority: isPriorityFilter(priority) ? priority : NO_SEARCH.priority,
    project: params.get(PARAMS.project)?.trim() ?? NO_SEARCH.project,
    label: params.get(PARAMS.label)?.trim() ?? NO_SEARCH.label,
  };
}

/** `params` with the filters written in, those left at no filter taken out. */
export function withSearchParams(params: URLSearchParams, search: SearchFilters): URLSearchParams {
  const updated = new URLSearchParams(params);
  for (const key of SEARCH_KEYS) {
    if (search[key] === NO_SEARCH[key]) updated.delete(PARAMS[key]);
    else updated.set(PARAMS[key], search[key]);
  }
  return updated;
}

/** Whether anything but the whole list is asked for. */
export function isFiltering(filters: TaskFilters): boolean {
  return (
    filters.text.trim() !== '' ||
    filters.due !== 'any' ||
    filters.priority !== 'any' ||
    filters.project !== '' ||
    filters.label !== '' ||
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
    if (
      filters.project === INBOX_FILTER
        ? task.projectId !== null
        : filters.project !== '' && task.projectId !== filters.project
    )
      return false;
    if (filters.label !== '' && !task.labelIds.includes(filters.label)) return false;
    if (!matchesDue(task, filters.due, now, timeZone)) return false;
    if (words.length === 0) return true;
    const text = folded(`${task.title}\n${task.aiTaskSummary ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}
