import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listItemOf } from '../../../../shared/domain/task-list-item.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeTask } from '../task-fixtures.ts';
import { EditTaskDialog } from './edit-task-dialog.tsx';

const WORK = '00000000-0000-4000-8000-000000000001';
const HOME = '00000000-0000-4000-8000-000000000002';
const DEEP = '00000000-0000-4000-8000-0000000000a1';
const CALL = '00000000-0000-4000-8000-0000000000a2';
const NEW_LABEL = '00000000-0000-4000-8000-0000000000a9';

function render(task: Task, patch: () => Response = () => jsonResponse(200, task)) {
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === `/api/tasks/${task.id}` && method === 'GET') return jsonResponse(200, task);
    if (url === `/api/tasks/${task.id}/reminders`) return jsonResponse(200, { reminders: [] });
    if (url === '/api/projects') {
      return jsonResponse(200, {
        projects: [
          { id: WORK, name: 'Work', color: 'blue', position: 'a0', openCount: 1 },
          { id: HOME, name: 'Home', color: 'green', position: 'a1', openCount: 0 },
        ],
        inboxOpenCount: 0,
      });
    }
    if (url === '/api/labels' && method === 'GET') {
      return jsonResponse(200, {
        labels: [
          { id: CALL, name: 'call', color: 'slate', openCount: 0 },
          { id: DEEP, name: 'deep', color: 'slate', openCount: 1 },
        ],
      });
    }
    if (url === '/api/labels' && method === 'POST') {
      const { name } = JSON.parse(String(init?.body));
      return jsonResponse(201, { id: NEW_LABEL, name, color: 'slate', openCount: 0 });
    }
    if (url === `/api/tasks/${task.id}` && method === 'PATCH') return patch();
    return undefined;
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <EditTaskDialog task={listItemOf(task)} onClose={() => {}} sessionRunning={false} />
        ),
      },
    ],
    '/',
  );
  const sent = (method: string, url: string) =>
    fetchMock.mock.calls
      .filter(([to, init]) => init?.method === method && to === url)
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { sent };
}

describe('the task dialog: project and labels', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('moves the task, removes a label and adds an existing and a new one on Save', async () => {
    const task = makeTask(1, { projectId: WORK, labelIds: [DEEP] });
    const { sent } = render(task);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Task Details' }));
    const project = await dialog.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(project).toHaveValue(WORK));
    expect(
      within(project)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Inbox', 'Work', 'Home']);
    await userEvent.selectOptions(project, HOME);

    await dialog.findByRole('button', { name: 'Remove label deep' });
    await userEvent.click(dialog.getByRole('button', { name: 'Remove label deep' }));
    const field = dialog.getByRole('combobox', { name: 'Labels' });
    await userEvent.type(field, 'ca');
    expect(dialog.getByRole('option', { name: '@call' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(field, 'focus-time{Enter}');
    expect(
      within(dialog.getByRole('list', { name: 'Labels of this task' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['@call', '@focus-time (new)']);
    // Enter added labels: it saved nothing.
    expect(sent('PATCH', `/api/tasks/${task.id}`)).toEqual([]);

    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent('PATCH', `/api/tasks/${task.id}`)).toHaveLength(1));
    expect(sent('POST', '/api/labels')).toEqual([{ name: 'focus-time' }]);
    expect(sent('PATCH', `/api/tasks/${task.id}`)).toEqual([
      { projectId: HOME, labelIds: [CALL, NEW_LABEL] },
    ]);
  });

  it('says a label is one word, and keeps what was typed', async () => {
    render(makeTask(1));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Task Details' }));
    const field = await dialog.findByRole('combobox', { name: 'Labels' });
    await userEvent.type(field, 'two words{Enter}');
    expect(field).toHaveAccessibleDescription(/A label name is one word/);
    expect(field).toHaveValue('two words');
  });

  it('says so when a task has as many labels as it may', async () => {
    const many = Array.from(
      { length: 10 },
      (_, index) => `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
    );
    render(makeTask(1, { labelIds: many }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Task Details' }));
    const field = await dialog.findByRole('combobox', { name: 'Labels' });
    expect(field).toHaveAccessibleDescription(/A task has at most 10 labels\./);
    await userEvent.type(field, 'more{Enter}');
    expect(dialog.getAllByText('A task has at most 10 labels.').length).toBeGreaterThan(0);
  });

  it('keeps the choices in the form when saving fails', async () => {
    const task = makeTask(1);
    render(task, () => jsonResponse(500, { code: 'internal', message: 'Server down' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Task Details' }));
    const project = await dialog.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(within(project).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(project, WORK);
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText(/^Error saving task: /)).toBeVisible();
    expect(project).toHaveValue(WORK);
  });
});
