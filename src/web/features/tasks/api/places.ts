import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { nameKey } from '../../../../shared/domain/projects.ts';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { api, isApiError } from '../../../lib/api-client.ts';
import {
  createLabel,
  createProject,
  labelsQueryOptions,
  projectsQueryOptions,
} from '../../../lib/projects.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { tasksSchemas } from '../../../lib/schema-loaders.ts';
import type { NamedPlace } from '../quick-add-parse.ts';
import { patchTask } from '../task-cache.ts';
import { storeTask } from './task-details.ts';

const taskSchema = tasksSchemas.response((schemas) => schemas.taskSchema);

const sameName = (name: string) => (place: { name: string }) =>
  nameKey(place.name) === nameKey(name);

/**
 * The id of a project named in quick add: the one it names, or a new one created now. A name
 * created meanwhile (another tab, a retry) is the project that has it.
 */
export async function ensureProject(queryClient: QueryClient, place: NamedPlace): Promise<string> {
  if (place.id !== null) return place.id;
  const known = (await queryClient.fetchQuery(projectsQueryOptions())).projects.find(
    sameName(place.name),
  );
  if (known) return known.id;
  try {
    return (await createProject(queryClient, { name: place.name })).id;
  } catch (error) {
    if (!isApiError(error, 'projects.name_taken')) throw error;
    await queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    const taken = (await queryClient.fetchQuery(projectsQueryOptions())).projects.find(
      sameName(place.name),
    );
    if (!taken) throw error;
    return taken.id;
  }
}

/** The ids of labels, those not yet made created now, in order. */
export async function ensureLabels(
  queryClient: QueryClient,
  places: readonly NamedPlace[],
): Promise<string[]> {
  if (places.every((place) => place.id !== null)) return places.map((place) => place.id ?? '');
  let known = await queryClient.fetchQuery(labelsQueryOptions());
  const ids: string[] = [];
  for (const place of places) {
    const found = place.id ?? known.find(sameName(place.name))?.id;
    if (found) {
      ids.push(found);
      continue;
    }
    try {
      ids.push((await createLabel(queryClient, { name: place.name })).id);
    } catch (error) {
      if (!isApiError(error, 'labels.name_taken')) throw error;
      await queryClient.invalidateQueries({ queryKey: queryKeys.labels });
      known = await queryClient.fetchQuery(labelsQueryOptions());
      const taken = known.find(sameName(place.name));
      if (!taken) throw error;
      ids.push(taken.id);
    }
  }
  return ids;
}

/**
 * PATCH /api/tasks/:id { projectId }, optimistically: the row shows its new project (and leaves a
 * list filtered by the old one) at once, and goes back if the server refuses.
 */
export function useMoveToProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      projectId,
    }: {
      id: string;
      projectId: string | null;
      from: string | null;
    }) => api.patch(`/tasks/${encodeURIComponent(id)}`, { projectId }, { schema: taskSchema }),
    onMutate: async ({ id, projectId }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (tasks) =>
        patchTask(tasks, id, { projectId }),
      );
    },
    onSuccess: (task) => storeTask(queryClient, task),
    onError: (_error, { id, from }) => {
      queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (tasks) =>
        patchTask(tasks, id, { projectId: from }),
      );
    },
  });
}
