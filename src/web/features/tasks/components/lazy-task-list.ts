import { lazy } from 'react';

/**
 * The list carries drag and drop (dnd-kit), the heaviest part of a task page: it loads beside
 * the tasks themselves instead of delaying the page. A section starts `loadTaskList` as it
 * mounts, so the list does not wait for it once the tasks are here.
 */
export const loadTaskList = () => import('./task-list.tsx');

export const LazyTaskList = lazy(async () => ({ default: (await loadTaskList()).TaskList }));
