import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderKeyAt } from '../../../../shared/domain/task-order.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { errorResponse } from '../../../test/api-errors.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { makePreferences } from '../../../test/fixtures.ts';
import { makeTask } from '../task-fixtures.ts';
import { useCompleteTask } from './complete-task.ts';
import { useCreateTask } from './create-task.ts';
import { useDeleteTask } from './delete-task.ts';
import { useTasks } from './get-tasks.ts';
import { useMoveTask } from './move-task.ts';

vi.mock('../../../components/ui/toast.tsx', () => ({ toast: vi.fn() }));

const a = makeTask(1, { title: 'A', position: orderKeyAt(0) });
const b = makeTask(2, { title: 'B', position: orderKeyAt(1) });
let queryClient: QueryClient;
const list = () => queryClient.getQueryData<Task[]>(queryKeys.tasks) ?? [];
const titles = () => list().map((task) => task.title);

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A fetch whose answers the test gives by hand, in order. */
function manualFetch() {
  const pending: ((response: Response) => void)[] = [];
  const fetchMock = stubFetch(() => new Promise<Response>((resolve) => pending.push(resolve)));
  return { fetchMock, answer: (response: Response) => pending.shift()?.(response) };
}

const failure = () => errorResponse('server.internal', 'Down');

describe('optimistic task changes', () => {
  beforeEach(() => {
    // Fresh for ever, so only an invalidation (not mounting) reloads the list.
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(queryKeys.tasks, [a, b]);
    queryClient.setQueryData(queryKeys.preferences, makePreferences());
    vi.mocked(toast).mockClear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a temporary task at once and replaces it by the stored one', async () => {
    const { fetchMock, answer } = manualFetch();
    const { result } = renderHook(() => useCreateTask(), { wrapper });
    act(() => result.current.mutate({ title: 'New', minutes: 50 }));

    await waitFor(() => expect(titles()).toEqual(['New', 'A', 'B']));
    const temp = list()[0];
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(temp?.id).toBe(sent.id);
    expect(temp).toMatchObject({
      aiPredictedPriority: 'Low',
      aiTaskSummary: 'Processing with AI...',
      aiStatus: 'processing',
    });
    expect(temp?.sessions.map((session) => session.durationMinutes)).toEqual([25, 25]);

    const stored = makeTask(3, { id: sent.id, title: 'New', position: orderKeyAt(-1) });
    answer(jsonResponse(201, stored));
    await waitFor(() => expect(list()[0]?.sessions[0]?.id).toBe(stored.sessions[0]?.id));
    expect(titles()).toEqual(['New', 'A', 'B']);
  });

  it('keeps two quick adds of one title on their own rows, sent one after the other', async () => {
    const { fetchMock, answer } = manualFetch();
    const { result } = renderHook(() => useCreateTask(), { wrapper });
    act(() => result.current.mutate({ title: 'Same', minutes: 25 }));
    act(() => result.current.mutate({ title: 'Same', minutes: 50 }));
    await waitFor(() => expect(list()).toHaveLength(4));
    // Changes reach the server in the order they were made: the second waits for the first.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [secondId, firstId] = list().map((task) => task.id);
    expect(firstId).not.toBe(secondId);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).id).toBe(firstId);

    const first = makeTask(5, { id: firstId, title: 'Same', originalEstimatedDuration: 25 });
    answer(jsonResponse(201, { ...first, position: orderKeyAt(-1) }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)).id).toBe(secondId);
    const second = makeTask(4, { id: secondId, title: 'Same', originalEstimatedDuration: 50 });
    answer(jsonResponse(201, { ...second, position: orderKeyAt(-2) }));
    await waitFor(() =>
      expect(list().map((task) => [task.id, task.originalEstimatedDuration])).toEqual([
        [secondId, 50],
        [firstId, 25],
        [a.id, 50],
        [b.id, 50],
      ]),
    );
  });

  it('removes the temporary task when creating fails, leaving the form to say so', async () => {
    const { answer } = manualFetch();
    const { result } = renderHook(() => useCreateTask(), { wrapper });
    act(() => result.current.mutate({ title: 'New' }));
    await waitFor(() => expect(titles()).toEqual(['New', 'A', 'B']));
    answer(failure());
    await waitFor(() => expect(titles()).toEqual(['A', 'B']));
    expect(toast).not.toHaveBeenCalled();
  });

  it('removes a task at once and puts it back where it was when deleting fails', async () => {
    const { answer, fetchMock } = manualFetch();
    const { result } = renderHook(() => useDeleteTask(), { wrapper });
    act(() => result.current.mutate(a));
    await waitFor(() => expect(titles()).toEqual(['B']));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/tasks/${a.id}`);
    answer(failure());
    await waitFor(() => expect(titles()).toEqual(['A', 'B']));
    expect(toast).toHaveBeenCalledWith({
      variant: 'error',
      title: 'Failed to delete task. Please try again.',
    });
  });

  it('ticks a task at once, fires taskCompleted, then reloads the list', async () => {
    const { answer, fetchMock } = manualFetch();
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('taskCompleted', listener);
    const { result } = renderHook(() => [useCompleteTask(), useTasks()] as const, { wrapper });
    act(() => result.current[0].mutate({ id: a.id, completed: true }));
    await waitFor(() => expect(list()[0]?.completed).toBe(true));
    answer(jsonResponse(200, { ...a, completed: true }));
    await waitFor(() => expect(events).toEqual([{ taskId: a.id }]));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/tasks'));
    window.removeEventListener('taskCompleted', listener);
  });

  it('takes a refused completion back, even when the list cannot be reloaded either', async () => {
    // The server is down: the completion and the reload that follows both fail.
    stubFetch(() => failure());
    const { result } = renderHook(() => [useCompleteTask(), useTasks()] as const, { wrapper });
    act(() => result.current[0].mutate({ id: a.id, completed: true }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'error',
        title: 'Failed to update task status.',
      }),
    );
    expect(list().map((task) => [task.title, task.completed])).toEqual([
      ['A', false],
      ['B', false],
    ]);
    await waitFor(() => expect(result.current[1].isFetching).toBe(false));
    expect(list().find((task) => task.id === a.id)?.completed).toBe(false);
  });

  it('says so when a completion fails and reloads the list', async () => {
    const { answer, fetchMock } = manualFetch();
    const { result } = renderHook(() => [useCompleteTask(), useTasks()] as const, { wrapper });
    act(() => result.current[0].mutate({ id: a.id, completed: true }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(failure());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'error',
        title: 'Failed to update task status.',
      }),
    );
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/tasks'));
  });

  it('moves a task at once, saves only that task, and takes the key the server gives', async () => {
    const { answer, fetchMock } = manualFetch();
    const { result } = renderHook(() => useMoveTask(), { wrapper });
    act(() =>
      result.current.mutate({ id: b.id, placement: { before: a.id }, position: orderKeyAt(-1) }),
    );
    await waitFor(() => expect(titles()).toEqual(['B', 'A']));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual([
      `/api/tasks/${b.id}/position`,
      'PUT',
      { before: a.id },
    ]);
    const saved = { id: b.id, position: orderKeyAt(-2), updatedAt: '2030-01-01T00:00:00.000Z' };
    answer(jsonResponse(200, saved));
    await waitFor(() => expect(list()[0]).toMatchObject(saved));
    expect(titles()).toEqual(['B', 'A']);
  });

  it('puts a task back where it was when saving the move fails', async () => {
    const { answer } = manualFetch();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useMoveTask(), { wrapper });
    act(() =>
      result.current.mutate({ id: b.id, placement: { before: a.id }, position: orderKeyAt(-1) }),
    );
    await waitFor(() => expect(titles()).toEqual(['B', 'A']));
    answer(failure());
    await waitFor(() => expect(titles()).toEqual(['A', 'B']));
    expect(list()[1]?.position).toBe(b.position);
    expect(error).toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'error' }));
    error.mockRestore();
  });
});
