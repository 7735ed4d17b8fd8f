import { loadOnce } from '../../../lib/load-once.ts';

/**
 * Drag and drop of a task list (dnd-kit), the heaviest part of a list, in a chunk of its own,
 * loaded once. Should it fail to load, the list works without it (the load gives null).
 */
const taskSorting = loadOnce(() =>
  import('./sortable-rows.tsx').catch((error: unknown) => {
    console.error('Drag and drop could not load; the list works without it.', error);
    return null;
  }),
);

export const loadTaskSorting = taskSorting.load;
