import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderKeyAt } from '../../../../shared/domain/task-order.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { errorResponse } from '../../../test/api-errors.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { makeTask } from '../task-fixtures.ts';
import { useRestoreTask } from './restore-task.ts';

const a = makeTask(1, { title: 'A', position: orderKeyAt(0) });
const b = makeTask(2, { title: 'B', position: orderKeyAt(1) });
const c = makeTask(3, { title: 'C', position: orderKeyAt(2) });
let queryClient: QueryClient;
const titles = () =>
  (queryClient.getQueryData<Task[]>(queryKeys.tasks) ?? []).map((task) => task.title);

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('useRestoreTask', () => {
  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    // B was deleted a moment ago.
    queryClient.setQueryData(queryKeys.tasks, [a, c]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the server to restore the task and puts it back where it was', async () => {
    const fetchMock = stubFetch((url, init) =>
      url === `/api/tasks/${b.id}/restore` && init?.method === 'POST'
        ? jsonResponse(200, b)
        : undefined,
    );
    const { result } = renderHook(() => useRestoreTask(), { wrapper });
    act(() => result.current.mutate(b.id));
    await waitFor(() => expect(titles()).toEqual(['A', 'B', 'C']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails with tasks.not_found once the restore window has passed, changing nothing', async () => {
    stubFetch(() => errorResponse('tasks.not_found', 'Task not found.'));
    const { result } = renderHook(() => useRestoreTask(), { wrapper });
    act(() => result.current.mutate(b.id));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isApiError(result.current.error, 'tasks.not_found')).toBe(true);
    expect(titles()).toEqual(['A', 'C']);
  });
});
