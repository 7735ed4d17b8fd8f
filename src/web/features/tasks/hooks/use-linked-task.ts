import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { taskMessages } from '../messages.ts';

const PARAM = 'task';

function withoutLink(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(PARAM);
  return next;
}

/**
 * Opens the task a link names (`?task=<id>`, where a reminder takes its reader) once the list
 * has it, one time per link: a row picked afterwards stays picked when the list changes.
 * `forgetLink` takes the task out of the address, for when its dialog closes.
 */
export function useLinkedTask(tasks: TaskListItem[] | undefined, open: (id: string) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get(PARAM);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!linkedId) {
      handled.current = null;
      return;
    }
    if (!tasks || handled.current === linkedId) return;
    handled.current = linkedId;
    if (tasks.some((task) => task.id === linkedId)) {
      open(linkedId);
      return;
    }
    toast({ variant: 'info', title: taskMessages.linkedTaskMissing });
    // Replaced, not pushed: Back leaves the page rather than come back to the link.
    setSearchParams(withoutLink, { replace: true });
  }, [linkedId, tasks, open, setSearchParams]);

  return {
    forgetLink: () => {
      if (linkedId) setSearchParams(withoutLink, { replace: true });
    },
  };
}
