import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../shared/tasks.schemas.ts';
import { listAnswer, makeSession, makeTask } from '../features/tasks/task-fixtures.ts';
import { errorResponse } from '../test/api-errors.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../test/fetch-mock.ts';
import { makePreferences } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { MyTasksPage } from './my-tasks-page.tsx';

const free = {
  plan: 'free',
  planDisplay: 'Free',
  isActive: true,
  isPro: false,
  currentPeriodEnd: null,
  provider: null,
  cancelAtPeriodEnd: false,
};
const pro = { ...free, plan: 'pro_monthly', planDisplay: 'Pro Monthly', isPro: true };

function serve(tasks: Task[] | (() => Response), subscription = free, extra?: FetchHandler) {
  return stubFetch((url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    if (url === '/api/subscription') return jsonResponse(200, subscription);
    if (url === '/api/preferences') return jsonResponse(200, makePreferences());
    if ((init?.method ?? 'GET') !== 'GET') return undefined;
    if (url === '/api/tasks') {
      return typeof tasks === 'function' ? tasks() : jsonResponse(200, listAnswer(tasks));
    }
    // The edit dialog reads the whole task.
    const task =
      typeof tasks === 'function'
        ? undefined
        : tasks.find((entry) => url === `/api/tasks/${entry.id}`);
    return task && jsonResponse(200, task);
  });
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/my-tasks', element: <MyTasksPage /> },
      { path: '/subscription', element: <p>Plans</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/my-tasks',
  );
}

describe('MyTasksPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the heading and the empty list', async () => {
    serve([]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Productivity Dashboard' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'My Tasks' })).toBeVisible();
    expect(screen.getByText('Loading your tasks...')).toBeInTheDocument();
    expect(
      await screen.findByText('You have no tasks yet. Add one above to get started!'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Upgrade to Download' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('offers the CSV download to a Pro user', async () => {
    serve([makeTask(1)], pro);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Upgrade to Download' })).toBeNull();
  });

  it('keeps the CSV download locked when the plan cannot be read', async () => {
    serve([makeTask(1)], free, (url) =>
      url === '/api/subscription' ? errorResponse('server.internal', 'Down') : undefined,
    );
    renderPage();
    expect(await screen.findByRole('link', { name: 'Upgrade to Download' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('says so when the list cannot load, and asks a signed-out visitor to log in', async () => {
    serve(() => errorResponse('server.internal', 'Down'));
    const { unmount } = renderPage();
    expect(
      await screen.findByText('Failed to load your tasks. Please refresh the page.'),
    ).toBeInTheDocument();
    unmount();
    serve(() => errorResponse('auth.unauthorized', 'No'));
    renderPage();
    expect(await screen.findByText('Please log in to view your tasks.')).toBeInTheDocument();
  });

  it('opens the Add New Task dialog from the floating button and the edit dialog from a row', async () => {
    serve([makeTask(1, { title: 'Report' })]);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(screen.getByRole('dialog', { name: 'Add New Task' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit task Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Task Details' });
    expect(await within(dialog).findByLabelText(/^Title/)).toHaveValue('Report');
  });

  it("says 'Loading the task...' in the edit dialog until the whole task is read", async () => {
    const task = makeTask(1, { title: 'Report', aiInsights: 'Start with the numbers.' });
    let answer: (response: Response) => void = () => {};
    const fetchMock = serve([task], free, (url) =>
      url === `/api/tasks/${task.id}`
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit task Report' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Task Details' }));
    expect(dialog.getByText('Loading the task...')).toBeInTheDocument();
    expect(dialog.queryByLabelText(/^Title/)).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`/api/tasks/${task.id}`);
    answer(jsonResponse(200, task));
    expect(await dialog.findByLabelText(/^Title/)).toHaveValue('Report');
    expect(dialog.queryByText('Loading the task...')).toBeNull();
    // The AI's texts the list leaves out.
    expect(dialog.getByText('Start with the numbers.')).toBeInTheDocument();
    expect(
      dialog.getByText('Draft the quarterly report for the board meeting'),
    ).toBeInTheDocument();
  });

  it("counts, previews and plans sessions by the user's own Pomodoro length", async () => {
    const id = makeTask(7).id;
    const done = makeTask(7, {
      title: 'Inbox zero',
      completed: true,
      originalEstimatedDuration: 30,
      // The counts the server keeps: the list's row reads them, not the sessions.
      totalPomodorosPlanned: 2,
      pomodorosCompletedCount: 2,
      focusTimeCompletedMinutes: 30,
      sessions: [
        makeSession(id, 1, { durationMinutes: 15, status: 'completed', focusMinutes: 15 }),
        makeSession(id, 2, { durationMinutes: 15, status: 'completed', focusMinutes: 15 }),
      ],
    });
    serve([done], free, (url) =>
      url === '/api/preferences'
        ? jsonResponse(200, makePreferences({ pomodoroLength: 15 }))
        : undefined,
    );
    renderPage();
    expect(
      await screen.findByText(
        'Plan your tasks and work through them in focused 15-minute sessions.',
      ),
    ).toBeInTheDocument();
    const row = (await screen.findByRole('button', { name: 'Edit task Inbox zero' })).closest('tr');
    expect(row).toHaveTextContent('2 of 2 sessions · 30 min');
    await userEvent.type(screen.getByRole('combobox', { name: 'Quick add a task' }), 'Triage 40m');
    expect(await screen.findByText('40 min · 3 sessions')).toBeInTheDocument();
  });

  it('reads quick add text into chips and creates the parsed task', async () => {
    const fetchMock = serve([], free, (url, init) =>
      url === '/api/tasks' && init?.method === 'POST' ? new Promise<Response>(() => {}) : undefined,
    );
    renderPage();
    await screen.findByText(/You have no tasks yet/);
    const input = screen.getByRole('combobox', { name: 'Quick add a task' });
    await userEvent.type(input, 'Write report tomorrow 3pm 50m');
    // The parser loads once the form shows: the chips come with it.
    expect(await screen.findByText('50 min · 2 sessions')).toBeInTheDocument();
    expect(screen.getByText(/^Due Tomorrow, 3:00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body));
    const due = new Date(body.dueDate);
    expect(body).toMatchObject({ title: 'Write report', minutes: 50 });
    expect([due.getHours(), due.getMinutes()]).toEqual([15, 0]);
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('opens the task a link names once the list has it, and forgets the link on close', async () => {
    const task = makeTask(2, { title: 'Report' });
    serve([makeTask(1), task]);
    const { router } = renderRoutes(
      [{ path: '/my-tasks', element: <MyTasksPage /> }],
      `/my-tasks?task=${task.id}&view=list`,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Edit Task Details' });
    expect(await within(dialog).findByLabelText(/^Title/)).toHaveValue('Report');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?view=list');
    // Replaced, not pushed: Back does not open the task again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says so when a link names a task the list does not have', async () => {
    serve([makeTask(1)]);
    const { router } = renderRoutes(
      [{ path: '/my-tasks', element: <MyTasksPage /> }],
      `/my-tasks?task=${makeTask(9).id}`,
    );

    const region = await screen.findByRole('region', { name: /Notification/ });
    expect(
      await within(region).findByText('That task is no longer in your list.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
