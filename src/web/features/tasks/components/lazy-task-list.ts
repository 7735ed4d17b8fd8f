import { lazy } from 'react';
import { loadTaskSorting } from './task-sorting.ts';

/**
 * The list (its rows, with TanStack Virtual) and its drag and drop (dnd-kit), the heaviest parts of a task
 * page, load beside the tasks themselves instead of delaying the page: a section starts
 * `loadTaskList` as it mounts, which fetches both chunks at once, so the list does not wait for
 * them once the tasks are here.
 */
export const loadTaskList = () => {
  void loadTaskSorting();
  return import('./task-list.tsx');
};

export const LazyTaskList = lazy(async () => ({ default: (await loadTaskList()).TaskList }));
