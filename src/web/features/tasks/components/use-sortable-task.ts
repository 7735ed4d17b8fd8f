import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type CSSProperties, type MouseEvent, useCallback } from 'react';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import type { DragHandleProps } from './row-controls.tsx';

/**
 * dnd-kit's sortable item for a row or a card: the node (measured by `measureRef` too, in a
 * virtual list), its motion, and its drag handle, which reorders the list unless `handleLabel`
 * says what else it does.
 */
export function useSortableTask(
  task: TaskListItem,
  disabled: boolean,
  handleLabel: (title: string) => string = (title) => `Reorder task ${title}`,
  measureRef?: (node: Element | null) => void,
) {
  const sortable = useSortable({ id: task.id, disabled });
  const { setNodeRef } = sortable;
  const nodeRef = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      measureRef?.(node);
    },
    [setNodeRef, measureRef],
  );
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  const handle: DragHandleProps = {
    label: handleLabel(task.title),
    disabled,
    handleRef: sortable.setActivatorNodeRef,
    attributes: sortable.attributes,
    listeners: sortable.listeners,
  };
  return { setNodeRef: nodeRef, isDragging: sortable.isDragging, style, handle };
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
