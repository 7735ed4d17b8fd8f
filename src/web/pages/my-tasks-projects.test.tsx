import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../shared/tasks.schemas.ts';
import { listAnswer, makeTask } from '../features/tasks/task-fixtures.ts';
import { jsonResponse, stubFetch } from '../test/fetch-mock.ts';
import { makePreferences } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { MyTasksPage } from './my-tasks-page.tsx';

const WORK = '00000000-0000-4000-8000-000000000001';
const HOME = '00000000-0000-4000-8000-000000000002';
const GONE = '00000000-0000-4000-8000-00000000dead';
const DEEP = '00000000-0000-4000-8000-0000000000a1';
const CALL = '00000000-0000-4000-8000-0000000000a2';

const projects = {
  projects: [
    { id: WORK, name: 'Work', color: 'blue', position: 'a0', openCount: 1 },
    { id: HOME, name: 'Home', color: 'green', position: 'a1', openCount: 1 },
  ],
  inboxOpenCount: 1,
};
const labels = {
  labels: [
    { id: CALL, name: 'call', color: 'slate', openCount: 1 },
    { id: DEEP, name: 'deep', color: 'slate', openCount: 1 },
  ],
};

const tasks: Task[] = [
  makeTask(1, { title: 'Plan sprint', projectId: WORK, labelIds: [DEEP] }),
  makeTask(2, { title: 'Fix sink', projectId: HOME, labelIds: [DEEP, CALL] }),
  makeTask(3, { title: 'Loose idea' }),
];

function serve() {
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/subscription') return jsonResponse(200, { plan: 'free', isPro: false });
    if (url === '/api/preferences') return jsonResponse(200, makePreferences());
    if (url === '/api/projects' && method === 'GET') return jsonResponse(200, projects);
    if (url === '/api/labels' && method === 'GET') return jsonResponse(200, labels);
    if (url === '/api/tasks' && method === 'GET') return jsonResponse(200, listAnswer(tasks));
    if (method === 'PATCH' && url === `/api/tasks/${tasks[2]?.id}`) {
      return jsonResponse(200, { ...tasks[2], projectId: HOME });
    }
    return undefined;
  });
}

function renderPage(path: string) {
  return renderRoutes([{ path: '/my-tasks', element: <MyTasksPage /> }], path);
}

const titles = () =>
  screen
    .queryAllByRole('button', { name: /^Edit task / })
    .map((button) => button.textContent?.replace(/^Edit task\s*/, ''));

describe('My Tasks by project and label', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows a project's tasks under its name, from the address, with the label filter", async () => {
    serve();
    const { router } = renderPage(`/my-tasks?project=${WORK}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
    await waitFor(() => expect(titles()).toEqual(['Plan sprint']));
    expect(document.title).toMatch(/^Work · My Tasks/);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Project' }), '');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Label' }), DEEP);
    expect(router.state.location.search).toBe(`?label=${DEEP}`);
    expect(titles()).toEqual(['Plan sprint', 'Fix sink']);
    expect(screen.getByRole('heading', { level: 1, name: 'Productivity Dashboard' })).toBeVisible();
  });

  it('shows the Inbox: the tasks of no project', async () => {
    serve();
    renderPage('/my-tasks?project=inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await waitFor(() => expect(titles()).toEqual(['Loose idea']));
  });

  it('says a project that no longer exists is gone, rather than a blank list', async () => {
    serve();
    const { router } = renderPage(`/my-tasks?project=${GONE}`);
    expect(await screen.findByText('This project no longer exists.')).toBeVisible();
    expect(titles()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show all tasks' }));
    expect(router.state.location.search).toBe('');
    expect(titles()).toHaveLength(3);
  });

  it("shows a row's project and labels, and moves a task to another project", async () => {
    serve();
    renderPage('/my-tasks');
    await waitFor(() => expect(titles()).toHaveLength(3));
    const fixSink = screen.getByRole('button', { name: 'Edit task Fix sink' }).closest('tr');
    if (!fixSink) throw new Error('no row');
    expect(within(fixSink).getByText('Home')).toBeVisible();
    expect(within(fixSink).getByText('@deep')).toBeVisible();
    expect(within(fixSink).getByText('@call')).toBeVisible();
    const loose = screen.getByRole('button', { name: 'Edit task Loose idea' }).closest('tr');
    if (!loose) throw new Error('no row');
    expect(within(loose).queryByText('@deep')).toBeNull();

    await userEvent.click(
      screen.getByRole('button', { name: 'Move Loose idea to another project' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Move to a project' }));
    expect(dialog.getByRole('button', { name: /Inbox/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Home' }));
    await waitFor(() => expect(within(loose).getByText('Home')).toBeVisible());
  });
});
