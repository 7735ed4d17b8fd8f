import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TASK_EVENTS } from '../../../../shared/realtime-events.ts';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { tasksSchemas } from '../../../lib/schema-loaders.ts';
import { socket } from '../../../lib/socket.ts';
import { storeTask } from '../api/task-details.ts';
import { applyMove, removeTask } from '../task-cache.ts';

/** The part of a Socket.IO client this hook uses (a fake one in tests). */
export interface TaskEventSource {
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
}

function update(
  queryClient: QueryClient,
  change: (tasks: TaskListItem[] | undefined) => TaskListItem[],
) {
  // Before the first load there is nothing to patch: the load brings the change anyway.
  if (queryClient.getQueryData(queryKeys.tasks) === undefined) return;
  queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, change);
}

/**
 * Applies the server's task events (sent to this user's own sockets: every tab and device) to
 * the cached list, so a change made elsewhere shows without a reload. Whenever the socket
 * connects after the list was loaded (the first time, or after a lost connection) the list is
 * reloaded, since events sent before it connected are gone.
 */
export function useTaskLiveUpdates(source: TaskEventSource = socket): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const onUpserted = tasksSchemas.listener(
      (schemas) => schemas.taskUpsertedEventSchema,
      ({ task }) => storeTask(queryClient, task),
    );
    const onDeleted = tasksSchemas.listener(
      (schemas) => schemas.taskDeletedEventSchema,
      ({ id }) => update(queryClient, (tasks) => removeTask(tasks, id)),
    );
    const onMoved = tasksSchemas.listener(
      (schemas) => schemas.movedTaskSchema,
      (moved) => update(queryClient, (tasks) => applyMove(tasks, moved)),
    );
    const onConnect = () => {
      if (queryClient.getQueryData(queryKeys.tasks) === undefined) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
    };

    const listeners: [string, (payload: unknown) => void][] = [
      [TASK_EVENTS.upserted, onUpserted],
      [TASK_EVENTS.deleted, onDeleted],
      [TASK_EVENTS.moved, onMoved],
      ['connect', onConnect],
    ];
    for (const [event, listener] of listeners) source.on(event, listener);
    return () => {
      for (const [event, listener] of listeners) source.off(event, listener);
    };
  }, [queryClient, source]);
}
