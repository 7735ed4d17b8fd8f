import type { QueryClient } from '@tanstack/react-query';
import type { ProjectColor, ProjectDeleteMode } from '../../../shared/domain/projects.ts';
import { type Project, type Projects, projectSchema } from '../../../shared/projects.schemas.ts';
import { taskSchema } from '../../../shared/tasks.schemas.ts';
import { z } from '../../../shared/zod.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const path = (id: string) => `/projects/${encodeURIComponent(id)}`;

const deletedSchema = z.object({ tasks: z.int() });

/** Reads the side bar's projects (and their counts) and the task lists again. */
export function refreshProjects(queryClient: QueryClient, { tasks = false } = {}) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
  if (tasks) void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
}

/** The projects in the cache, changed by `change` (nothing when they are not read yet). */
export function changeCachedProjects(
  queryClient: QueryClient,
  change: (projects: Project[]) => Project[],
) {
  queryClient.setQueryData<Projects>(queryKeys.projects, (data) =>
    data ? { ...data, projects: change(data.projects) } : data,
  );
}

/** PATCH /api/projects/:id: a new name or colour. */
export async function updateProject(
  queryClient: QueryClient,
  id: string,
  changes: { name?: string; color?: ProjectColor },
): Promise<Project> {
  const project = await api.patch(path(id), changes, { schema: projectSchema });
  changeCachedProjects(queryClient, (projects) =>
    projects.map((each) => (each.id === id ? project : each)),
  );
  return project;
}

/** PUT /api/projects/:id/position: next to another project. */
export function moveProject(id: string, place: { before: string } | { after: string }) {
  return api.put(`${path(id)}/position`, place, { schema: projectSchema });
}

/** DELETE /api/projects/:id?tasks=inbox|delete: how many of its tasks moved or went. */
export async function deleteProject(
  queryClient: QueryClient,
  id: string,
  tasks: ProjectDeleteMode,
): Promise<number> {
  const answer = await api.delete(`${path(id)}?tasks=${tasks}`, { schema: deletedSchema });
  changeCachedProjects(queryClient, (projects) => projects.filter((each) => each.id !== id));
  refreshProjects(queryClient, { tasks: true });
  return answer.tasks;
}

/** POST /api/projects/:id/restore: Undo of a delete, with its tasks as they were. */
export async function restoreProject(queryClient: QueryClient, id: string): Promise<Project> {
  const project = await api.post(`${path(id)}/restore`, undefined, { schema: projectSchema });
  refreshProjects(queryClient, { tasks: true });
  return project;
}

/** PATCH /api/tasks/:id {projectId}: the task moves to a project, or to the Inbox (null). */
export async function moveTaskToProject(
  queryClient: QueryClient,
  taskId: string,
  projectId: string | null,
): Promise<void> {
  await api.patch(`/tasks/${encodeURIComponent(taskId)}`, { projectId }, { schema: taskSchema });
  refreshProjects(queryClient, { tasks: true });
}
