import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import type { DragHandleProps } from './row-controls.tsx';

/** What a row or a card takes from drag and drop: its node, its motion and its handle. */
export interface RowSorting {
  setNodeRef: (node: HTMLElement | null) => void;
  style?: CSSProperties;
  isDragging: boolean;
  handle: DragHandleProps;
}

/** What a row's drag handle says it does, unless the list says otherwise. */
export const reorderLabel = (title: string) => `Reorder task ${title}`;

/** What a row needs to take its part in drag and drop, and the row it renders with it. */
export interface SortingRowProps {
  task: TaskListItem;
  /** The row stays where it is (unsaved, or in a list that keeps its own order). */
  disabled: boolean;
  handleLabel?: (title: string) => string;
  /** Measures the row's node, in a virtual list. */
  measureRef?: (node: Element | null) => void;
  children: (sorting: RowSorting) => ReactNode;
}

const noRef = () => undefined;

/**
 * A row before drag and drop has loaded: the same node and handle, which does nothing yet. The
 * list shows at once, and its rows take their part in drag and drop a moment later.
 */
export function RestingRow({
  task,
  disabled,
  handleLabel = reorderLabel,
  measureRef = noRef,
  children,
}: SortingRowProps) {
  return children({
    setNodeRef: measureRef,
    isDragging: false,
    handle: { label: handleLabel(task.title), disabled },
  });
}

const INTERACTIVE = 'button, a, input, select, textarea, label, [role="button"]';

/**
 * A click on the row itself (not on one of its controls) selects the task. Keyboard users
 * reach the same through the title button, so the row needs no key handler of its own.
 */
export function rowClickHandler(
  task: TaskListItem,
  onSelect: (task: TaskListItem) => void,
  disabled: boolean,
) {
  return (event: MouseEvent<HTMLElement>) => {
    if (disabled) return;
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    onSelect(task);
  };
}
