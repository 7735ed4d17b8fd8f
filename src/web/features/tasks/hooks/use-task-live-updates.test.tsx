import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderKeyAt } from '../../../../shared/domain/task-order.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { makeTask } from '../task-fixtures.ts';
import { temporaryTask } from '../temporary-task.ts';
import { type TaskEventSource, useTaskLiveUpdates } from './use-task-live-updates.ts';

vi.mock('../../../lib/socket.ts', () => ({ socket: { on: vi.fn(), off: vi.fn() } }));

/** A stand-in for the Socket.IO client: the test emits what the server would send. */
function fakeSocket() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const source: TaskEventSource = {
    on: (event, listener) =>
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    off: (event, listener) => listeners.get(event)?.delete(listener),
  };
  const emit = (event: string, payload?: unknown) =>
    act(() => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    });
  return { source, emit, count: () => [...listeners.values()].reduce((n, set) => n + set.size, 0) };
}

const a = makeTask(1, { title: 'A', position: orderKeyAt(0) });
const b = makeTask(2, { title: 'B', position: orderKeyAt(1) });
let queryClient: QueryClient;
const list = () => queryClient.getQueryData<Task[]>(queryKeys.tasks) ?? [];
const titles = () => list().map((t) => t.title);

function mount(source: TaskEventSource) {
  return renderHook(() => useTaskLiveUpdates(source), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
}

describe('useTaskLiveUpdates', () => {
  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.tasks, [a, b]);
  });

  it('applies a task created or changed in another tab', () => {
    const socket = fakeSocket();
    mount(socket.source);
    socket.emit('task:upserted', { task: makeTask(3, { title: 'C', position: orderKeyAt(-1) }) });
    expect(titles()).toEqual(['C', 'A', 'B']);
    socket.emit('task:upserted', { task: { ...a, title: 'A renamed' } });
    expect(titles()).toEqual(['C', 'A renamed', 'B']);
  });

  it('replaces this tab’s own temporary task, found by its id, instead of adding a copy', () => {
    const stored = makeTask(3, { title: 'New', position: orderKeyAt(-1) });
    queryClient.setQueryData(queryKeys.tasks, [
      temporaryTask(stored.id, { title: 'New', minutes: 25 }, 25),
      temporaryTask(makeTask(4).id, { title: 'New', minutes: 25 }, 25),
      a,
    ]);
    const socket = fakeSocket();
    mount(socket.source);
    socket.emit('task:upserted', { task: stored });
    expect(list().map((task) => task.id)).toEqual([makeTask(4).id, stored.id, a.id]);
    expect(list()[1]?.sessions[0]?.id).toBe(stored.sessions[0]?.id);
  });

  it('applies deletions and a task moved in another tab', () => {
    const socket = fakeSocket();
    mount(socket.source);
    socket.emit('task:moved', { id: a.id, position: orderKeyAt(2), updatedAt: a.updatedAt });
    expect(titles()).toEqual(['B', 'A']);
    socket.emit('task:deleted', { id: b.id });
    expect(titles()).toEqual(['A']);
  });

  it('ignores malformed events', () => {
    const socket = fakeSocket();
    mount(socket.source);
    socket.emit('task:upserted', { task: { id: 'nope' } });
    socket.emit('task:deleted', {});
    socket.emit('task:moved', { id: a.id, position: orderKeyAt(5) });
    expect(titles()).toEqual(['A', 'B']);
  });

  it('reloads a loaded list whenever the socket connects, and stops listening when unmounted', () => {
    const socket = fakeSocket();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { unmount } = mount(socket.source);
    // The list loaded before the socket connected: what happened in between is fetched.
    socket.emit('connect');
    expect(invalidate).toHaveBeenCalledTimes(1);
    socket.emit('disconnect');
    socket.emit('connect');
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: queryKeys.tasks });
    unmount();
    expect(socket.count()).toBe(0);
  });

  it('does not reload a list that has not loaded yet', () => {
    queryClient.removeQueries({ queryKey: queryKeys.tasks });
    const socket = fakeSocket();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    mount(socket.source);
    socket.emit('connect');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
