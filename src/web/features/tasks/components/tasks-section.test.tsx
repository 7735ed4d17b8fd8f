import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { errorResponse } from '../../../test/api-errors.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { makePreferences } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeTask } from '../task-fixtures.ts';
import { TasksSection } from './tasks-section.tsx';

const alpha = makeTask(1, { title: 'Alpha', position: 0, userOverriddenPriority: 'High' });
const bravo = makeTask(2, { title: 'Bravo', position: 1, description: 'Call the bank' });
const charlie = makeTask(3, { title: 'Charlie', position: 2, completed: true });

function serve(tasks: Task[], extra?: FetchHandler, hideCompleted = false) {
  return stubFetch((url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    if (url === '/api/preferences' && (init?.method ?? 'GET') === 'GET') {
      return jsonResponse(200, makePreferences({ hideCompleted }));
    }
    if (url === '/api/tasks' && (init?.method ?? 'GET') === 'GET') return jsonResponse(200, tasks);
    return undefined;
  });
}

function renderSection() {
  renderRoutes(
    [{ path: '/', element: <TasksSection selectedId={null} onSelect={vi.fn()} /> }],
    '/',
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
