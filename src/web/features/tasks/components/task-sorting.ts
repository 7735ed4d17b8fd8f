type Sorting = typeof import('./sortable-rows.tsx');

let sortingLoad: Promise<Sorting | null> | undefined;
/** What the load gave, once it has settled: the list then renders without waiting. */
let loadedSorting: Sorting | null | undefined;

/**
 * Drag and drop of a task list (dnd-kit), the heaviest part of a list, in a chunk of its own,
 * loaded once. Should it fail to load, the list works without it.
 */
export function loadTaskSorting(): Promise<Sorting | null> {
  sortingLoad ??= import('./sortable-rows.tsx').then(
    (module) => {
      loadedSorting = module;
      return module;
    },
    (error: unknown) => {
      console.error('Drag and drop could not load; the list works without it.', error);
      loadedSorting = null;
      return null;
    },
  );
  return sortingLoad;
}

/** Drag and drop once its load has settled (null when it failed); undefined until then. */
export function loadedTaskSorting(): Sorting | null | undefined {
  return loadedSorting;
}
