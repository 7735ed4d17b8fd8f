type Sorting = typeof import('./sortable-rows.tsx');

let sortingLoad: Promise<Sorting | null> | undefined;

/**
 * Drag and drop of a task list (dnd-kit), the heaviest part of a list, in a chunk of its own,
 * loaded once. Should it fail to load, the list works without it (the load gives null).
 */
export function loadTaskSorting(): Promise<Sorting | null> {
  if (sortingLoad) return sortingLoad;
  const load = import('./sortable-rows.tsx').catch((error: unknown) => {
    console.error('Drag and drop could not load; the list works without it.', error);
    return null;
  });
  // Once settled, the load carries its result as React's `use` reads it without waiting (the
  // `status` and `value` React itself puts on a promise it has waited for): a list rendered
  // after the load, another section's or the next page's, gets it in the same render.
  load.then((sorting) => Object.assign(load, { status: 'fulfilled', value: sorting }));
  sortingLoad = load;
  return load;
}
