import type { DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
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
  const transform = CSS.Translate.toString(sortable.transform);
  const { isDragging, transition, setActivatorNodeRef, attributes } = sortable;
  const listeners = useSteadyListeners(sortable.listeners);
  const label = handleLabel(task.title);
  // The same object while nothing in it changes, so a row that is kept renders nothing again.
  return useMemo(
    () => ({
      setNodeRef: nodeRef,
      isDragging,
      style: { transform, transition },
      handle: { label, disabled, handleRef: setActivatorNodeRef, attributes, listeners },
    }),
    [
      nodeRef,
      isDragging,
      transform,
      transition,
      label,
      disabled,
      setActivatorNodeRef,
      attributes,
      listeners,
    ],
  );
}

/**
 * dnd-kit makes a handle's listeners anew each time a row of the list mounts or unmounts, as
 * every row of a scrolled virtual list does; these call the latest ones and stay the same, so
 * the rows on screen are not rendered again for it.
 */
function useSteadyListeners(listeners: DraggableSyntheticListeners): DraggableSyntheticListeners {
  const latest = useRef(listeners);
  useLayoutEffect(() => {
    latest.current = listeners;
  });
  const names = listeners ? Object.keys(listeners).join(' ') : '';
  return useMemo(() => {
    if (!names) return undefined;
    const steady: Record<string, (event: unknown) => void> = {};
    for (const name of names.split(' ')) steady[name] = (event) => latest.current?.[name]?.(event);
    return steady;
  }, [names]);
}
