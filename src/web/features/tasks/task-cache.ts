import { isTemporaryId } from '../../../shared/domain/next-session.ts';
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

/** The server's order; temporary tasks stay on top, where they were added. */
export function sortTasks(tasks: readonly TaskListItem[]): TaskListItem[] {
  const temporary = tasks.filter((task) => isTemporaryId(task.id));
  const stored = tasks.filter((task) => !isTemporaryId(task.id));
  return [...temporary, ...stored.sort(compareTasks)];
}

/**
 * Whether `cached` is a later state of the same task than `incoming`. Answers and live updates
 * race: the answer to a create can arrive after the update saying its AI help is done.
 */
function isNewer(cached: TaskListItem, incoming: TaskListItem): boolean {
  return cached.id === incoming.id && cached.updatedAt > incoming.updatedAt;
}

/**
 * A task the server sent (a response or a socket event): replaces the copy with its id unless
 * that copy is newer, or a temporary task of the same title still waiting for its own response,
 * or joins the list.
 */
export function upsertTask(
  tasks: readonly TaskListItem[] | undefined,
  whole: TaskListItem,
): TaskListItem[] {
  const task = listItemOf(whole);
  const list = tasks ?? [];
  const cached = list.find((entry) => entry.id === task.id);
  if (cached) {
    if (isNewer(cached, task)) return [...list];
    return sortTasks(list.map((entry) => (entry.id === task.id ? task : entry)));
  }
  const pending = list.findIndex((entry) => isTemporaryId(entry.id) && entry.title === task.title);
  if (pending >= 0)
    return sortTasks(list.map((entry, index) => (index === pending ? task : entry)));
  return sortTasks([...list, task]);
}

/**
 * The stored task takes the temporary one's place (or its own, if an event came first), unless
 * an event has already brought a newer state of it.
 */
export function replaceTemporaryTask(
  tasks: readonly TaskListItem[] | undefined,
  tempId: string,
  whole: TaskListItem,
): TaskListItem[] {
  const task = listItemOf(whole);
  const cached = (tasks ?? []).find((entry) => entry.id === task.id);
  const latest = cached && isNewer(cached, task) ? cached : task;
  const list = (tasks ?? []).filter((entry) => entry.id !== task.id);
  if (!list.some((entry) => entry.id === tempId)) return upsertTask(list, latest);
  return sortTasks(list.map((entry) => (entry.id === tempId ? latest : entry)));
}

export function removeTask(tasks: readonly TaskListItem[] | undefined, id: string): TaskListItem[] {
  return (tasks ?? []).filter((task) => task.id !== id);
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
  if (isTemporaryId(movedId) || isTemporaryId(ontoId)) return null;
  const placement = placementOf(
    tasks.map((task) => task.id),
    movedId,
    ontoId,
  );
  if (!placement) return null;
  const others = tasks.filter((task) => task.id !== movedId && !isTemporaryId(task.id));
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
