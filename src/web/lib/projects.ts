import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ProjectColor } from '../../shared/domain/projects.ts';
import type { Label, Project } from '../../shared/projects.schemas.ts';
import { PROJECT_EVENTS, TASK_EVENTS } from '../../shared/realtime-events.ts';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { projectsSchemas } from './schema-loaders.ts';
import { type ServerEvents, socket } from './socket.ts';

const projectsSchema = projectsSchemas.response((schemas) => schemas.projectsSchema);
const projectSchema = projectsSchemas.response((schemas) => schemas.projectSchema);
const labelsSchema = projectsSchemas.response((schemas) => schemas.labelsSchema);
const labelSchema = projectsSchemas.response((schemas) => schemas.labelSchema);

/** GET /api/projects: the side bar's projects in order, each with its open tasks counted. */
export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.projects,
    queryFn: ({ signal }) => api.get('/projects', { schema: projectsSchema, signal }),
  });

/** GET /api/labels: the user's labels by name, each with its open tasks counted. */
export const labelsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.labels,
    queryFn: async ({ signal }) =>
      (await api.get('/labels', { schema: labelsSchema, signal })).labels,
  });

export const useProjects = () => useQuery(projectsQueryOptions());
export const useLabels = () => useQuery(labelsQueryOptions());

/** POST /api/projects; the lists of every page that shows projects read them again. */
export async function createProject(
  queryClient: QueryClient,
  values: { name: string; color?: ProjectColor },
): Promise<Project> {
  const project = await api.post('/projects', values, { schema: projectSchema });
  await queryClient.invalidateQueries({ queryKey: queryKeys.projects });
  return project;
}

/** POST /api/labels */
export async function createLabel(
  queryClient: QueryClient,
  values: { name: string; color?: ProjectColor },
): Promise<Label> {
  const label = await api.post('/labels', values, { schema: labelSchema });
  await queryClient.invalidateQueries({ queryKey: queryKeys.labels });
  return label;
}

/** Reads projects and labels (and their counts) again, a moment after a burst of changes. */
const REFRESH_AFTER_MS = 300;

/**
 * Keeps the projects and labels, with their counts of open tasks, up to date with changes made in
 * any tab or device: a change of a project or label, and any task change (which moves counts).
 * Events missed while the socket was away are made up for on each (re)connection.
 */
export function useProjectsLiveUpdates(source: ServerEvents = socket): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
        void queryClient.invalidateQueries({ queryKey: queryKeys.labels });
      }, REFRESH_AFTER_MS);
    };
    // A project deleted or restored moved its tasks in bulk: the list is read again too.
    const onPlacesChanged = () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
    };
    const events = [TASK_EVENTS.upserted, TASK_EVENTS.deleted, 'connect'] as const;
    for (const event of events) source.on(event, refresh);
    source.on(PROJECT_EVENTS.changed, onPlacesChanged);
    return () => {
      clearTimeout(timer);
      for (const event of events) source.off(event, refresh);
      source.off(PROJECT_EVENTS.changed, onPlacesChanged);
    };
  }, [queryClient, source]);
}
