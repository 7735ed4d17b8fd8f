import { isUnsavedTask } from '../../../shared/domain/next-session.ts';
import { listItemOf } from '../../../shared/domain/task-list-item.ts';
import {
  anchorOf,
  compareOrderKeys,
  orderKeyBetween,
  type Placement,
  placementOf,
} from '../../../shared/domain/task-order.ts';
import type { TaskListItem } from '../../../shared/task-list.schemas.ts';
import type { MovedTask } from '../../../shared/tasks.schemas.ts';

/**
 * Pure operations on the cached task list. The server's order is by position key, then newest
 * first; every change made here keeps that order so the list never jumps.
 */

// Equal keys keep the order they are in (the sort is stable), which is the server's.
const compareTasks = (a: TaskListItem, b: TaskListItem): number =>
  compareOrderKeys(a.position, b.position);

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

/** A move (made here or in another tab) takes effect: the task's new key, sorted by keys. */
export function applyMove(
  tasks: readonly TaskListItem[] | undefined,
  moved: Pick<MovedTask, 'id' | 'position'> & { updatedAt?: string },
): TaskListItem[] {
  return sortTasks(
    (tasks ?? []).map((task) =>
      task.id === moved.id
        ? { ...task, position: moved.position, updatedAt: moved.updatedAt ?? task.updatedAt }
        : task,
    ),
  );
}

/**
 * A task dropped onto another: where it goes, and the key the server will most likely give it
 * (between its new neighbours' keys), so the list shows the move at once. Null when nothing
 * moves, or a task involved is not stored yet.
 */
export function planMove(
  tasks: readonly TaskListItem[],
  movedId: string,
  ontoId: string,
): { placement: Placement; position: string } | null {
  const unsaved = new Set(tasks.filter(isUnsavedTask).map((task) => task.id));
  if (unsaved.has(movedId) || unsaved.has(ontoId)) return null;
  const placement = placementOf(
    tasks.map((task) => task.id),
    movedId,
    ontoId,
  );
  if (!placement) return null;
  const others = tasks.filter((task) => task.id !== movedId && !unsaved.has(task.id));
  const anchor = others.findIndex((task) => task.id === anchorOf(placement));
  const [lower, upper] =
    'after' in placement
      ? [others[anchor], others[anchor + 1]]
      : [others[anchor - 1], others[anchor]];
  const low = lower?.position ?? null;
  // Tasks sharing a key (two added at the same instant) leave no room between them: the key
  // goes right past the lower one, and the server's answer settles the place.
  const high =
    upper && (low === null || compareOrderKeys(low, upper.position) < 0) ? upper.position : null;
  return { placement, position: orderKeyBetween(low, high) };
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
