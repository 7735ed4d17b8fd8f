import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expandListItem } from '../../../../shared/domain/task-list-item.ts';
import { RECENT_COMPLETED_TASKS } from '../../../../shared/domain/task-list-window.ts';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { taskListSchemas } from '../../../lib/schema-loaders.ts';
import { appendOlder } from '../task-cache.ts';

const completedPageSchema = taskListSchemas.response((schemas) => schemas.completedPageSchema);

/** The pages of older completed tasks loaded so far, kept beside the list. */
interface OlderPages {
  ids: string[];
  /** Where the next page starts; null before the first page and after the last. */
  next: string | null;
  exhausted: boolean;
}

const olderKey = ['tasks-older-completed'] as const;
const NONE_LOADED: OlderPages = { ids: [], next: null, exhausted: false };

const pagesOf = (queryClient: QueryClient) =>
  queryClient.getQueryData<OlderPages>(olderKey) ?? NONE_LOADED;

export const loadedOlderIds = (queryClient: QueryClient): ReadonlySet<string> =>
  new Set(pagesOf(queryClient).ids);

/**
 * GET /api/tasks/completed, a page at a time: completed tasks older than the list's recent ones
 * join the list, below them. `canLoad` is false when the list holds every completed task.
 */
export function useOlderCompletedTasks(tasks: readonly TaskListItem[]) {
  const queryClient = useQueryClient();
  const { data: pages = NONE_LOADED } = useQuery({
    queryKey: olderKey,
    queryFn: () => pagesOf(queryClient),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const load = useMutation({
    mutationFn: () => {
      const { next } = pagesOf(queryClient);
      const query = next === null ? '' : `?before=${encodeURIComponent(next)}`;
      return api.get(`/tasks/completed${query}`, { schema: completedPageSchema });
    },
    onSuccess: (page) => {
      const loaded = page.tasks.map(expandListItem);
      queryClient.setQueryData<TaskListItem[]>(queryKeys.tasks, (list) =>
        appendOlder(list, loaded),
      );
      queryClient.setQueryData<OlderPages>(olderKey, (current = NONE_LOADED) => ({
        ids: [...current.ids, ...loaded.map((task) => task.id)],
        next: page.next,
        exhausted: page.next === null,
      }));
    },
  });
  // The list sends at most this many completed tasks: fewer means there are no older ones.
  const loadedIds = new Set(pages.ids);
  const recentFull =
    tasks.filter((task) => task.completed && !loadedIds.has(task.id)).length >=
    RECENT_COMPLETED_TASKS;
  return {
    canLoad: !pages.exhausted && (pages.ids.length > 0 || recentFull),
    /** Every completed task is in the list now, after at least one page was asked for. */
    allShown: pages.exhausted,
    ids: pages.ids,
    load: () => load.mutate(),
    loading: load.isPending,
    failed: load.isError,
  };
}
