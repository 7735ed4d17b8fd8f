import type { MutationKey, QueryClient } from '@tanstack/react-query';
import type { Placement } from '../../../shared/domain/task-order.ts';
import type { TaskListItem } from '../../../shared/task-list.schemas.ts';
import type { CreateTask, MovedTask, UpdateTask } from '../../../shared/tasks.schemas.ts';
import { api, isApiError, NETWORK_ERROR_CODE } from '../api-client.ts';
import { tasksSchemas } from '../schema-loaders.ts';

/**
 * The changes to tasks that may be made with no connection. They live here, not in the tasks
 * feature, because a change kept offline is sent again after a reload by whatever page is open,
 * through the calls registered below under its key.
 */

export type NewTaskRequest = CreateTask & { id: string };

export interface TaskMove {
  id: string;
  placement: Placement;
  /** The key the list shows until the server answers. */
  position: string;
}

const taskSchema = tasksSchemas.response((schemas) => schemas.taskSchema);

const call = {
  create: (values: NewTaskRequest) => api.post('/tasks', values, { schema: taskSchema }),
  update: ({ id, changes }: { id: string; changes: UpdateTask }) =>
    api.patch(`/tasks/${encodeURIComponent(id)}`, changes, { schema: taskSchema }),
  complete: ({ id, completed }: { id: string; completed: boolean }) =>
    api.put(`/tasks/${encodeURIComponent(id)}/completion`, { completed }, { schema: taskSchema }),
  delete: (task: TaskListItem) => api.delete<void>(`/tasks/${encodeURIComponent(task.id)}`),
  move: ({ id, placement }: TaskMove) =>
    api.put<MovedTask>(`/tasks/${encodeURIComponent(id)}/position`, placement),
  restore: (id: string) =>
    api.post(`/tasks/${encodeURIComponent(id)}/restore`, undefined, { schema: taskSchema }),
};

export type TaskChange = keyof typeof call;

const TASK_CHANGES = [
  'create',
  'update',
  'complete',
  'delete',
  'move',
  'restore',
] as const satisfies readonly TaskChange[];

const TASK_CHANGE_ROOT = 'task-change';

/**
 * One scope for every change: they reach the server one at a time, in the order they were
 * made, online or replayed after the connection came back.
 */
const scope = { id: TASK_CHANGE_ROOT };

/** A request that never arrived waits for the connection and goes again; a refusal does not. */
const retry = (_failures: number, error: Error) => isApiError(error, NETWORK_ERROR_CODE);

/** What `useMutation` needs for `change`: its key, its call, its order and its retries. */
export function taskChange<K extends TaskChange>(change: K) {
  return {
    mutationKey: [TASK_CHANGE_ROOT, change] as const,
    mutationFn: call[change],
    scope,
    retry,
  };
}

/** Which change a mutation key stands for, if it is one of these. */
export function taskChangeOf(key: MutationKey | undefined): TaskChange | null {
  if (!key || key[0] !== TASK_CHANGE_ROOT) return null;
  return TASK_CHANGES.find((change) => change === key[1]) ?? null;
}

/**
 * Registers every change's call under its key, so changes restored from the device after a
 * reload are sent with no page of the tasks feature loaded.
 */
export function registerTaskChanges(queryClient: QueryClient): void {
  const register = <TData, TVariables>({
    mutationKey,
    ...defaults
  }: {
    mutationKey: MutationKey;
    mutationFn: (variables: TVariables) => Promise<TData>;
    scope: typeof scope;
    retry: typeof retry;
  }) => queryClient.setMutationDefaults<TData, Error, TVariables>(mutationKey, defaults);
  register(taskChange('create'));
  register(taskChange('update'));
  register(taskChange('complete'));
  register(taskChange('delete'));
  register(taskChange('move'));
  register(taskChange('restore'));
}
