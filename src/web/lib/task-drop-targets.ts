import { useSyncExternalStore } from 'react';

/** What a place outside the task list needs to know of a task dropped on it. */
export interface DraggedTask {
  id: string;
  title: string;
  /** Where it is now: a project's id, or null for the Inbox. */
  projectId: string | null;
}

/**
 * A place outside the task list a task can be dragged onto (a project in the side bar). The list
 * keeps its own drag and drop; while one of its tasks is dragged, this module follows the
 * pointer and tells the list, when the task is dropped, which of these places it was over.
 */
export interface TaskDropTarget {
  element: HTMLElement;
  /** Moves the task here; returns what a screen reader hears ('Moved X to Y.'). */
  drop(task: DraggedTask): string;
}

interface DropState {
  /** A task of the list is being dragged. */
  dragging: boolean;
  /** The place under the pointer. */
  over: TaskDropTarget | null;
}

const targets = new Set<TaskDropTarget>();
const listeners = new Set<() => void>();
const IDLE: DropState = { dragging: false, over: null };
let state: DropState = IDLE;

function setState(next: DropState) {
  if (next.dragging === state.dragging && next.over === state.over) return;
  state = next;
  for (const listener of listeners) listener();
}

/** The place at a point of the window, if it is shown there (not hidden, not covered). */
function targetAt(x: number, y: number): TaskDropTarget | null {
  if (typeof document.elementFromPoint !== 'function') return null;
  const hit = document.elementFromPoint(x, y);
  if (!hit) return null;
  for (const target of targets) if (target.element.contains(hit)) return target;
  return null;
}

function follow(event: PointerEvent | TouchEvent) {
  const point = 'touches' in event ? event.touches[0] : event;
  if (!point) return;
  setState({ dragging: true, over: targetAt(point.clientX, point.clientY) });
}

function stop() {
  window.removeEventListener('pointermove', follow, true);
  window.removeEventListener('touchmove', follow, true);
  setState(IDLE);
}

/** Called by the task list's drag and drop. */
export const taskDrops = {
  /** A task's drag started: follow the pointer over the places. */
  start(): void {
    stop();
    if (targets.size === 0) return;
    window.addEventListener('pointermove', follow, true);
    window.addEventListener('touchmove', follow, true);
    setState({ dragging: true, over: null });
  },
  /** The drag ended: the place it ended over, if any (the list then leaves its order alone). */
  end(): TaskDropTarget | null {
    const { over } = state;
    stop();
    return over;
  },
  cancel(): void {
    stop();
  },
};

/** Makes `target` a place tasks can be dropped on; returns what removes it. */
export function registerTaskDropTarget(target: TaskDropTarget): () => void {
  targets.add(target);
  return () => {
    targets.delete(target);
    if (state.over === target) setState({ ...state, over: null });
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a task is being dragged, and whether over `target`. */
export function useTaskDropState(target: TaskDropTarget | null): {
  dragging: boolean;
  over: boolean;
} {
  const dragging = useSyncExternalStore(subscribe, () => state.dragging);
  const over = useSyncExternalStore(subscribe, () => target !== null && state.over === target);
  return { dragging, over };
}
