import { isUnsavedTask } from '../../../shared/domain/next-session.ts';
import { listItemOf } from '../../../shared/domain/task-list-item.ts';
import type { TaskListItem } from '../../../shared/task-list.schemas.ts';

/**
 * Pure operations on the cached task list. The server's order is position ascending (nulls
 * last), then newest first; every change made here keeps that order so the list never jumps.
 */

function compareTasks(a: TaskListItem, b: TaskListItem): number {
  if (a.position !== b.position) {
    if (a.position === null) return 1;
    if (b.position === null) return -1;
    return a.position - b.position;
  }
  // Same position: the order they are in, which is the server's (newest first).
  return 0;
}

/** The server's order; tasks still being stored stay on top, where they were added. */
export function sortTasks(tasks: readonly TaskListItem[]): TaskListItem[] {
  const unsaved = tasks.filter(isUnsavedTask);
  const stored = tasks.filter((task) => !isUnsavedTask(task));
  return [...unsaved, ...stored.sort(compareTasks)];
}

/**
 * Whether `cached` is a later state of the same task than `incoming`. Answers and live updates
 * race: the answer to a create can arrive after the update saying its AI help is done. The copy
 * shown while a task is stored is never later than the server's, whatever this clock says.
 */
function isNewer(cached: TaskListItem, incoming: TaskListItem): boolean {
  return !isUnsavedTask(cached) && cached.updatedAt > incoming.updatedAt;
}

/**
 * A task the server sent (a response or a socket event): replaces the copy with its id (the one
 * shown while it was stored too, which has its id already) unless that copy is newer, or joins
 * the list.
 */
export function upsertTask(
  tasks: readonly TaskListItem[] | undefined,
  whole: TaskListItem,
): TaskListItem[] {
  const task = listItemOf(whole);
  const list = tasks ?? [];
  const cached = list.find((entry) => entry.id === task.id);
  if (!cached) return sortTasks([...list, task]);
  if (isNewer(cached, task)) return [...list];
  return sortTasks(list.map((entry) => (entry.id === task.id ? task : entry)));
}

export function removeTask(tasks: readonly TaskListItem[] | undefined, id: string): TaskListItem[] {
  return (tasks ?? []).filter((task) => task.id !== id);
}

/** A create that failed takes its row away, unless the stored task has come meanwhile. */
export function removeUnsavedTask(
  tasks: readonly TaskListItem[] | undefined,
  id: string,
): TaskListItem[] {
  return (tasks ?? []).filter((task) => task.id !== id || !isUnsavedTask(task));
}

/** Puts a task back where it was (a failed delete), unless it is there already. */
export function restoreTask(
  tasks: readonly TaskListItem[] | undefined,
  task: TaskListItem,
  index: number,
): TaskListItem[] {
  const list = [...(tasks ?? [])];
  if (list.some((entry) => entry.id === task.id)) return list;
  list.splice(Math.min(Math.max(index, 0), list.length), 0, task);
  return list;
}

export function patchTask(
  tasks: readonly TaskListItem[] | undefined,
  id: string,
  changes: Partial<TaskListItem>,
): TaskListItem[] {
  return (tasks ?? []).map((task) => (task.id === id ? { ...task, ...changes } : task));
}

/** Applies new positions (a reorder here or in another tab) and sorts by them. */
export function applyPositions(
  tasks: readonly TaskListItem[] | undefined,
  items: readonly { id: string; position: number }[],
): TaskListItem[] {
  const positions = new Map(items.map((item) => [item.id, item.position]));
  return sortTasks(
    (tasks ?? []).map((task) => {
      const position = positions.get(task.id);
      return position === undefined ? task : { ...task, position };
    }),
  );
}

/** The body of PUT /api/tasks/order: every stored task (one being stored is not yet). */
export function orderItems(tasks: readonly TaskListItem[]): { id: string; position: number }[] {
  return tasks
    .filter((task) => !isUnsavedTask(task))
    .map((task, position) => ({ id: task.id, position }));
}

export function moveTask(
  tasks: readonly TaskListItem[],
  fromId: string,
  toId: string,
): TaskListItem[] {
  const from = tasks.findIndex((task) => task.id === fromId);
  const to = tasks.findIndex((task) => task.id === toId);
  if (from < 0 || to < 0 || from === to) return [...tasks];
  const list = [...tasks];
  const [moved] = list.splice(from, 1);
  if (moved) list.splice(to, 0, moved);
  return list;
}

/**
 * The list loaded again, keeping the older completed tasks the user loaded page by page (they
 * are not in the list's answer), unless the answer has them itself.
 */
export function keepLoadedOlder(
  previous: readonly TaskListItem[] | undefined,
  fresh: TaskListItem[],
  loadedOlder: ReadonlySet<string>,
): TaskListItem[] {
  if (!previous || loadedOlder.size === 0) return fresh;
  const inFresh = new Set(fresh.map((task) => task.id));
  const kept = previous.filter((task) => loadedOlder.has(task.id) && !inFresh.has(task.id));
  return kept.length === 0 ? fresh : sortTasks([...fresh, ...kept]);
}

/** A page of older completed tasks joins the list; one it holds already keeps its copy. */
export function appendOlder(
  tasks: readonly TaskListItem[] | undefined,
  page: readonly TaskListItem[],
): TaskListItem[] {
  const list = tasks ?? [];
  const known = new Set(list.map((task) => task.id));
  return sortTasks([...list, ...page.filter((task) => !known.has(task.id))]);
}

/**
 * The order the page shows: the list's own tasks in their order, then the older completed ones
 * loaded on request, newest completion first (the order their pages came in). One of those the
 * user has reopened is a list task again.
 */
export function displayOrder(
  tasks: readonly TaskListItem[],
  olderIds: readonly string[],
): TaskListItem[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const older = olderIds.flatMap((id) => {
    const task = byId.get(id);
    return task?.completed ? [task] : [];
  });
  const shownBelow = new Set(older.map((task) => task.id));
  return [...tasks.filter((task) => !shownBelow.has(task.id)), ...older];
}
