import { onlineManager, QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderKeyAt } from '../../../../shared/domain/task-order.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { keepOfflineData, stopOfflineData } from '../../../lib/offline/persistence.ts';
import { useRefusedChanges } from '../../../lib/offline/refused-changes.ts';
import { taskChange } from '../../../lib/offline/task-changes.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { errorResponse } from '../../../test/api-errors.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { makeTask } from '../task-fixtures.ts';

const a = makeTask(1, { title: 'A', position: orderKeyAt(0) });
const b = makeTask(2, { title: 'B', position: orderKeyAt(1) });

/** A page load: a fresh cache that shows what `userId` kept on this device. */
async function openPage(userId: string): Promise<QueryClient> {
  const queryClient = new QueryClient();
  queryClient.mount();
  await keepOfflineData(queryClient, userId);
  return queryClient;
}

/** Leaves the page once what it keeps is written. */
async function leavePage(queryClient: QueryClient, userId: string) {
  await stopOfflineData(userId);
  queryClient.unmount();
}

function completeOffline(queryClient: QueryClient, task: Task) {
  const mutation = queryClient.getMutationCache().build(queryClient, taskChange('complete'));
  void mutation.execute({ id: task.id, completed: true }).catch(() => undefined);
}

describe('task data and changes kept on the device', () => {
  beforeEach(() => {
    onlineManager.setOnline(true);
  });

  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it("keeps each user's data under their own key: another user restores none of it", async () => {
    const first = await openPage('user-a');
    first.setQueryData(queryKeys.tasks, [a, b]);
    await leavePage(first, 'user-a');

    const other = await openPage('user-b');
    expect(other.getQueryData(queryKeys.tasks)).toBeUndefined();
    await leavePage(other, 'user-b');

    const again = await openPage('user-a');
    expect(again.getQueryData<Task[]>(queryKeys.tasks)?.map((task) => task.title)).toEqual([
      'A',
      'B',
    ]);
    await leavePage(again, 'user-a');
  });

  it('sends the changes made offline after a reload, in the order they were made', async () => {
    const sent: string[] = [];
    stubFetch((url) => {
      const task = [a, b].find((entry) => url === `/api/tasks/${entry.id}/completion`);
      if (!task) return undefined;
      sent.push(url);
      return jsonResponse(200, { ...task, completed: true });
    });
    onlineManager.setOnline(false);
    const before = await openPage('user-c');
    completeOffline(before, b);
    completeOffline(before, a);
    await vi.waitFor(() =>
      expect(
        before
          .getMutationCache()
          .getAll()
          .filter((m) => m.state.isPaused),
      ).toHaveLength(2),
    );
    await leavePage(before, 'user-c');
    expect(sent).toEqual([]);

    const after = await openPage('user-c');
    expect(after.getMutationCache().getAll()).toHaveLength(2);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([`/api/tasks/${b.id}/completion`, `/api/tasks/${a.id}/completion`]);
    await leavePage(after, 'user-c');
  });

  it('says which change the server refused on return, for which task, and why', async () => {
    stubFetch((url) =>
      url.endsWith('/completion') ? errorResponse('tasks.not_found', 'Task not found') : undefined,
    );
    onlineManager.setOnline(false);
    const page = await openPage('user-d');
    page.setQueryData(queryKeys.tasks, [a]);
    completeOffline(page, a);
    const { result } = renderHook(() => useRefusedChanges());
    onlineManager.setOnline(true);
    await vi.waitFor(() =>
      expect(result.current.map((change) => change.text)).toEqual([
        'Could not complete "A": Task not found',
      ]),
    );
    await leavePage(page, 'user-d');
  });
});
