import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderKeyAt } from '../../../../shared/domain/task-order.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { errorResponse } from '../../../test/api-errors.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { makePreferences } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { listAnswer, makeId, makeTask } from '../task-fixtures.ts';
import { TasksSection } from './tasks-section.tsx';

const alpha = makeTask(1, {
  title: 'Alpha',
  position: orderKeyAt(0),
  userOverriddenPriority: 'High',
});
const bravo = makeTask(2, {
  title: 'Bravo',
  position: orderKeyAt(1),
  aiTaskSummary: 'Call the bank',
});
const charlie = makeTask(3, { title: 'Charlie', position: orderKeyAt(2), completed: true });

function serve(tasks: Task[], extra?: FetchHandler, hideCompleted = false) {
  return stubFetch((url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    if (url === '/api/preferences' && (init?.method ?? 'GET') === 'GET') {
      return jsonResponse(200, makePreferences({ hideCompleted }));
    }
    if (url === '/api/tasks' && (init?.method ?? 'GET') === 'GET') {
      return jsonResponse(200, listAnswer(tasks));
    }
    return undefined;
  });
}

function renderSection(path = '/') {
  return renderRoutes(
    [{ path: '/', element: <TasksSection selectedId={null} onSelect={vi.fn()} /> }],
    path,
  );
}

const titles = () =>
  screen
    .queryAllByRole('button', { name: /^Edit task / })
    .map((button) => button.textContent?.replace('Edit task', '').trim());

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => [url, init?.body ? JSON.parse(String(init.body)) : undefined]);

describe('TasksSection search and filters', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('finds tasks by their words and priority, counting them politely', async () => {
    serve([alpha, bravo, charlie]);
    renderSection();
    await screen.findByRole('button', { name: 'Edit task Alpha' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'bank');
    expect(titles()).toEqual(['Bravo']);
    // The live region waits for typing to pause.
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((node) => node.textContent === 'Showing 1 of 3 tasks'),
      ).toBe(true),
    );

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search tasks' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'High');
    expect(titles()).toEqual(['Alpha']);
  });

  it('keeps the search and filters in the address, and reads them back from it', async () => {
    serve([alpha, bravo, charlie]);
    const { router } = renderSection('/?q=bank');
    await screen.findByRole('button', { name: 'Edit task Bravo' }, { timeout: 5000 });
    expect(titles()).toEqual(['Bravo']);
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('bank');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search tasks' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'High');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Due date' }), 'week');
    expect(router.state.location.search).toBe('?priority=High&due=week');
  });

  it('reads a filter the address names and ignores one that does not exist', async () => {
    serve([alpha, bravo]);
    renderSection('/?due=someday&priority=High&sort=none');
    await screen.findByRole('button', { name: 'Edit task Alpha' }, { timeout: 5000 });
    expect(titles()).toEqual(['Alpha']);
    expect(screen.getByRole('combobox', { name: 'Due date' })).toHaveValue('any');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('High');
  });

  it("says 'No tasks match', not that there are none, and clears the filters", async () => {
    serve([alpha, bravo]);
    renderSection();
    await screen.findByRole('button', { name: 'Edit task Alpha' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'zebra');
    expect(screen.getByText('No tasks match')).toBeInTheDocument();
    expect(screen.queryByText(/You have no tasks yet/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(titles()).toEqual(['Alpha', 'Bravo']);
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('');
  });

  it('hides completed tasks at once, saving the choice for the user', async () => {
    const fetchMock = serve([alpha, charlie], (url, init) =>
      url === '/api/preferences' && init?.method === 'PUT'
        ? jsonResponse(200, makePreferences({ hideCompleted: true }))
        : undefined,
    );
    renderSection();
    await screen.findByRole('button', { name: 'Edit task Charlie' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide completed' }));
    expect(screen.getByRole('checkbox', { name: 'Hide completed' })).toBeChecked();
    expect(titles()).toEqual(['Alpha']);
    expect(calls(fetchMock, 'PUT')).toEqual([['/api/preferences', { hideCompleted: true }]]);
  });

  it('puts the choice back and says so when it cannot be saved', async () => {
    serve([alpha, charlie], (url, init) =>
      url === '/api/preferences' && init?.method === 'PUT'
        ? errorResponse('server.internal', 'Down')
        : undefined,
    );
    renderSection();
    await screen.findByRole('button', { name: 'Edit task Charlie' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide completed' }));
    expect(
      await screen.findByText('Could not save whether completed tasks are hidden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hide completed' })).not.toBeChecked();
    expect(titles()).toEqual(['Alpha', 'Charlie']);
  });

  it('tells every task being hidden apart from a search that finds nothing', async () => {
    serve([charlie], undefined, true);
    renderSection();
    expect(await screen.findByText('No tasks match')).toBeInTheDocument();
    expect(
      screen.getByText('Every task is completed, and completed tasks are hidden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show completed' })).toBeEnabled();
  });
});

describe('TasksSection undo', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('brings a deleted task back in its place from the toast', async () => {
    const fetchMock = serve([alpha, bravo, charlie], (url, init) => {
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      if (url === `/api/tasks/${bravo.id}/restore`) return jsonResponse(200, bravo);
      return undefined;
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete task Bravo' }));
    expect(titles()).toEqual(['Alpha', 'Charlie']);
    const toast = within(screen.getByRole('region', { name: /Notification/ }));
    expect(toast.getByText('Task deleted')).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, 'DELETE')).toHaveLength(1));
    await userEvent.click(toast.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(titles()).toEqual(['Alpha', 'Bravo', 'Charlie']));
    expect(calls(fetchMock, 'POST')).toEqual([[`/api/tasks/${bravo.id}/restore`, undefined]]);
  });

  it('says when a deleted task can no longer come back', async () => {
    serve([alpha, bravo], (url, init) => {
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      if (url.endsWith('/restore')) return errorResponse('tasks.not_found', 'Gone');
      return undefined;
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete task Bravo' }));
    const toast = within(screen.getByRole('region', { name: /Notification/ }));
    await userEvent.click(toast.getByRole('button', { name: 'Undo' }));
    expect(await toast.findByText('The task can no longer be brought back.')).toBeInTheDocument();
    expect(titles()).toEqual(['Alpha']);
  });

  it('opens a completed task again from the toast', async () => {
    const fetchMock = serve([bravo], (url, init) => {
      if (init?.method !== 'PUT' || !url.endsWith('/completion')) return undefined;
      const { completed } = JSON.parse(String(init.body));
      return jsonResponse(200, { ...bravo, completed });
    });
    renderSection();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Mark Bravo as completed' }));
    const toast = within(screen.getByRole('region', { name: /Notification/ }));
    expect(toast.getByText('Task completed')).toBeInTheDocument();
    await userEvent.click(toast.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'PUT').map(([, body]) => body)).toEqual([
        { completed: true },
        { completed: false },
      ]),
    );
    expect(
      await screen.findByRole('checkbox', { name: 'Mark Bravo as completed' }),
    ).not.toBeChecked();
  });
});

describe('TasksSection older completed tasks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const open = makeTask(1, { title: 'Open one', position: orderKeyAt(0) });
  /** The list's recently completed tasks: the server sends at most 20 of them. */
  const recent = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      makeTask(100 + index, {
        title: `Recent ${index + 1}`,
        completed: true,
        position: orderKeyAt(index + 1),
      }),
    );
  const older = (n: number, title: string) =>
    makeTask(n, { title, completed: true, position: orderKeyAt(n) });
  const older1 = older(201, 'Older 1');
  const older2 = older(202, 'Older 2');
  const oldest = older(203, 'Oldest');
  const cursor = `1763600000000_${makeId(202)}`;
  const showOlder = () => screen.queryByRole('button', { name: 'Show older completed tasks' });
  const completedCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/tasks/completed'));

  it('loads older completed tasks a page at a time, below the list, until all are shown', async () => {
    const list = [open, ...recent(20)];
    let answerFirst: (response: Response) => void = () => {};
    const fetchMock = serve(list, (url) => {
      if (url === '/api/tasks/completed') {
        return new Promise<Response>((resolve) => {
          answerFirst = resolve;
        });
      }
      if (url === `/api/tasks/completed?before=${cursor}`) {
        return jsonResponse(200, { tasks: listAnswer([oldest]), next: null });
      }
      return undefined;
    });
    renderSection();
    await screen.findByRole('button', { name: 'Edit task Open one' });
    const listTitles = list.map((task) => task.title);
    expect(titles()).toEqual(listTitles);
    expect(completedCalls(fetchMock)).toEqual([]);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Show older completed tasks' }),
    );
    expect(completedCalls(fetchMock)).toEqual(['/api/tasks/completed']);
    expect(
      screen.getByRole('button', { name: /Loading older completed tasks\.\.\./ }),
    ).toBeDisabled();
    answerFirst(jsonResponse(200, { tasks: listAnswer([older1, older2]), next: cursor }));
    await waitFor(() => expect(titles()).toEqual([...listTitles, 'Older 1', 'Older 2']));
    // Still more to come: the button asks for the page after this one.
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show older completed tasks' }),
    );
    expect(completedCalls(fetchMock)).toEqual([
      '/api/tasks/completed',
      `/api/tasks/completed?before=${cursor}`,
    ]);
    await waitFor(() => expect(titles()).toEqual([...listTitles, 'Older 1', 'Older 2', 'Oldest']));
    expect(await screen.findByText('All your completed tasks are shown.')).toBeInTheDocument();
    expect(showOlder()).toBeNull();
    expect(completedCalls(fetchMock)).toHaveLength(2);
  });

  it('says so and offers the page again when it cannot be loaded', async () => {
    let fail = true;
    serve([open, ...recent(20)], (url) => {
      if (!url.startsWith('/api/tasks/completed')) return undefined;
      return fail
        ? errorResponse('server.internal', 'Down')
        : jsonResponse(200, { tasks: listAnswer([older1]), next: null });
    });
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show older completed tasks' }),
    );
    expect(await screen.findByText('Could not load older completed tasks.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Show older completed tasks' }));
    await waitFor(() => expect(titles().at(-1)).toBe('Older 1'));
    expect(screen.queryByText('Could not load older completed tasks.')).toBeNull();
  });

  it('offers no older tasks when the list holds fewer than 20 completed ones', async () => {
    const fetchMock = serve([open, ...recent(19)]);
    renderSection();
    await screen.findByRole('button', { name: 'Edit task Recent 19' });
    expect(showOlder()).toBeNull();
    expect(screen.queryByText('All your completed tasks are shown.')).toBeNull();
    expect(completedCalls(fetchMock)).toEqual([]);
  });
});
