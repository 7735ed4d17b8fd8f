import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { apiErrorText } from '../../lib/api-client.ts';
import {
  type DraggedTask,
  registerTaskDropTarget,
  type TaskDropTarget,
  useTaskDropState,
} from '../../lib/task-drop-targets.ts';
import { moveTaskToProject } from './api.ts';
import { projectMessages } from './messages.ts';

/** A place of the side bar a task can be moved to: a project, or the Inbox (id null). */
export interface TaskPlace {
  id: string | null;
  name: string;
}

async function moveBack(queryClient: QueryClient, task: DraggedTask, from: string | null) {
  try {
    await moveTaskToProject(queryClient, task.id, from);
  } catch (error) {
    toast({
      title: projectMessages.taskNotMovedBack(task.title),
      description: apiErrorText(error, projectMessages.tryAgain),
      variant: 'error',
    });
  }
}

/** Moves a task dropped on `place` there, then says so with an Undo; returns what is heard. */
export function dropTask(queryClient: QueryClient, task: DraggedTask, place: TaskPlace): string {
  if (task.projectId === place.id) return projectMessages.taskAlreadyIn(task.title, place.name);
  const from = task.projectId;
  moveTaskToProject(queryClient, task.id, place.id).then(
    () => {
      toast({
        title: projectMessages.taskMoved(task.title, place.name),
        variant: 'success',
        action: {
          label: 'Undo',
          altText: projectMessages.undoMoveAlt,
          onClick: () => void moveBack(queryClient, task, from),
        },
      });
    },
    (error: unknown) => {
      toast({
        title: projectMessages.taskNotMoved(task.title, place.name),
        description: apiErrorText(error, projectMessages.tryAgain),
        variant: 'error',
      });
    },
  );
  return `${projectMessages.taskMoved(task.title, place.name)}.`;
}

/**
 * Makes `element` (a project's link in the side bar) a place a task of the list can be dragged
 * onto; says whether a task is being dragged, and whether over it.
 */
export function useTaskDropTarget(element: HTMLElement | null, place: TaskPlace) {
  const queryClient = useQueryClient();
  const latest = useRef(place);
  latest.current = place;
  const [target, setTarget] = useState<TaskDropTarget | null>(null);

  useEffect(() => {
    if (!element) return;
    const made: TaskDropTarget = {
      element,
      drop: (task) => dropTask(queryClient, task, latest.current),
    };
    setTarget(made);
    const unregister = registerTaskDropTarget(made);
    return () => {
      unregister();
      setTarget(null);
    };
  }, [element, queryClient]);

  return useTaskDropState(target);
}
