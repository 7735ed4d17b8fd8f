import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback } from 'react';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { type RowSorting, reorderLabel } from './row-sorting.ts';

/**
 * dnd-kit's sortable item for a row or a card: the node (measured by `measureRef` too, in a
 * virtual list), its motion, and its drag handle, which reorders the list unless `handleLabel`
 * says what else it does.
 */
export function useSortableTask(
  task: TaskListItem,
  disabled: boolean,
  handleLabel: (title: string) => string = reorderLabel,
  measureRef?: (node: Element | null) => void,
): RowSorting {
  const sortable = useSortable({ id: task.id, disabled });
  const { setNodeRef } = sortable;
  const nodeRef = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      measureRef?.(node);
    },
    [setNodeRef, measureRef],
  );
  return {
    setNodeRef: nodeRef,
    isDragging: sortable.isDragging,
    style: {
      transform: CSS.Translate.toString(sortable.transform),
      transition: sortable.transition,
    },
    handle: {
      label: handleLabel(task.title),
      disabled,
      handleRef: sortable.setActivatorNodeRef,
      attributes: sortable.attributes,
      listeners: sortable.listeners,
    },
  };
}
