import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { errorResponse } from '../../../test/api-errors.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { useTasks } from '../api/get-tasks.ts';
import { storeTask } from '../api/task-details.ts';
import { listAnswer, makeSession, makeTask } from '../task-fixtures.ts';
import { EditTaskDialog } from './edit-task-dialog.tsx';

/** The dialog as My Tasks opens it: on the cached copy of the task, which answers update. */
function LiveDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const task = useTasks().data?.find((entry) => entry.id === id) ?? null;
  return <EditTaskDialog task={task} onClose={onClose} sessionRunning={false} />;
}

async function renderDialog(task: Task, answer: FetchHandler = () => undefined) {
  const fetchMock = stubFetch((url, init) => {
    if ((init?.method ?? 'GET') === 'GET') {
      if (url === '/api/tasks') return jsonResponse(200, listAnswer([task]));
      // The dialog reads the whole task: the list has only the sessions Start acts on.
      if (url === `/api/tasks/${task.id}`) return jsonResponse(200, task);
    }
    return answer(url, init);
  });
  const onClose = vi.fn();
  const view = renderRoutes(
    [{ path: '/', element: <LiveDialog id={task.id} onClose={onClose} /> }],
    '/',
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Task Details' }));
  await dialog.findByLabelText(/^Title/);
  const sent = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([url, init]) => [url, init?.body ? JSON.parse(String(init.body)) : undefined]);
  return { ...view, dialog, onClose, sent };
}

const threeSessions = () => {
  const task = makeTask(1, { originalEstimatedDuration: 75 });
  return {
    ...task,
    sessions: [makeSession(task.id, 1), makeSession(task.id, 2), makeSession(task.id, 3)],
  };
};

const named = (task: Task, names: (string | null)[]): Task => ({
  ...task,
  updatedAt: '2026-11-20T11:00:00.000Z',
  sessions: task.sessions.map((session, index) => ({ ...session, name: names[index] ?? null })),
});

const nameFields = () => screen.getAllByRole('textbox', { name: /^Name of session/ });

describe('Split into steps in the edit dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the first steps of a long task and the rest on request, keeping what was typed', async () => {
    const task = makeTask(1, { originalEstimatedDuration: 30 * 25 });
    const long = {
      ...task,
      sessions: Array.from({ length: 30 }, (_, index) => makeSession(task.id, index + 1)),
    };
    const { dialog } = await renderDialog(long);
    expect(nameFields()).toHaveLength(5);
    const toggle = dialog.getByRole('button', { name: 'Show all 30 sessions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: the toggle is a button.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(nameFields()).toHaveLength(30);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name of session 25' }), 'Proofs');

    await userEvent.click(dialog.getByRole('button', { name: 'Show fewer sessions' }));
    expect(nameFields()).toHaveLength(5);
    await userEvent.click(dialog.getByRole('button', { name: 'Show all 30 sessions' }));
    expect(dialog.getByRole('textbox', { name: 'Name of session 25' })).toHaveValue('Proofs');
  }, 30_000);

  it('lists every step of a task of six sessions, with no toggle', async () => {
    const task = makeTask(1, { originalEstimatedDuration: 150 });
    const six = {
      ...task,
      sessions: Array.from({ length: 6 }, (_, index) => makeSession(task.id, index + 1)),
    };
    const { dialog } = await renderDialog(six);
    expect(nameFields()).toHaveLength(6);
    expect(dialog.queryByRole('button', { name: /^Show all/ })).toBeNull();
  });

  it('is not offered for a task of one session', async () => {
    const task = makeTask(1);
    const { dialog } = await renderDialog({ ...task, sessions: [makeSession(task.id, 1)] });
    expect(dialog.queryByRole('button', { name: 'Split into steps' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: /^Name of session/ })).not.toBeInTheDocument();
  });

  it("lists the sessions as 'Session i' until named, then shows the AI's names", async () => {
    const task = threeSessions();
    let answer: (response: Response) => void = () => {};
    const { dialog, sent } = await renderDialog(task, (url) =>
      url === `/api/tasks/${task.id}/session-names`
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    expect(nameFields().map((field) => field.getAttribute('placeholder'))).toEqual([
      'Session 1',
      'Session 2',
      'Session 3',
    ]);
    for (const field of nameFields()) {
      expect(field).toHaveValue('');
      expect(field).toHaveAttribute('maxlength', '80');
    }

    await userEvent.click(dialog.getByRole('button', { name: 'Split into steps' }));
    expect(dialog.getByRole('button', { name: 'Splitting...' })).toBeDisabled();
    expect(sent('POST')).toEqual([[`/api/tasks/${task.id}/session-names`, undefined]]);

    answer(jsonResponse(200, named(task, ['Outline', 'Draft', 'Review'])));
    await waitFor(() => expect(nameFields()[0]).toHaveValue('Outline'));
    expect(nameFields()[1]).toHaveValue('Draft');
    expect(nameFields()[2]).toHaveValue('Review');
    expect(dialog.getByRole('button', { name: 'Split into steps' })).toBeEnabled();
    expect(dialog.getByText('Each session has a name now.')).toBeInTheDocument();
  });

  it("shows the server's message when splitting fails", async () => {
    const task = threeSessions();
    const { dialog } = await renderDialog(task, () =>
      errorResponse('tasks.not_found', 'Task not found.'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Split into steps' }));
    const steps = dialog.getByRole('region', { name: 'Steps' });
    expect(await within(steps).findByRole('alert')).toHaveTextContent('Task not found.');
  });

  it('saves a name on Enter, trimmed, and again only once it changes', async () => {
    const task = threeSessions();
    const second = task.sessions[1];
    if (!second) throw new Error('expected a second session');
    const { sent, onClose } = await renderDialog(task, (_url, init) =>
      init?.method === 'PATCH'
        ? jsonResponse(200, named(task, [null, JSON.parse(String(init.body)).name, null]))
        : undefined,
    );
    const field = nameFields()[1];
    if (!field) throw new Error('expected a field');
    await userEvent.type(field, '  Draft section 1  {Enter}');
    expect(sent('PATCH')).toEqual([
      [`/api/tasks/${task.id}/sessions/${second.id}/name`, { name: 'Draft section 1' }],
    ]);
    await waitFor(() => expect(field).toHaveValue('Draft section 1'));
    // Leaving the field with the name saved sends nothing more, and Enter saved only the name.
    await userEvent.tab();
    expect(sent('PATCH')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves when the field is left', async () => {
    const task = threeSessions();
    const { sent } = await renderDialog(task);
    const [field] = nameFields();
    if (!field) throw new Error('expected a field');
    await userEvent.type(field, 'Outline');
    expect(sent('PATCH')).toEqual([]);
    await userEvent.tab();
    expect(sent('PATCH')).toEqual([
      [`/api/tasks/${task.id}/sessions/${task.sessions[0]?.id}/name`, { name: 'Outline' }],
    ]);
  });

  it('puts the name back on Escape and keeps the dialog open; a second Escape closes it', async () => {
    const task = named(threeSessions(), ['Outline', null, null]);
    const { sent, onClose } = await renderDialog(task);
    const [field] = nameFields();
    if (!field) throw new Error('expected a field');
    await userEvent.type(field, ' and plan');
    expect(field).toHaveValue('Outline and plan');
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveValue('Outline');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(sent('PATCH')).toEqual([]);
  });

  it("keeps what was typed and shows the server's message when saving fails", async () => {
    const task = threeSessions();
    await renderDialog(task, () =>
      errorResponse('tasks.session_not_found', 'This task has no such session.'),
    );
    const [field] = nameFields();
    if (!field) throw new Error('expected a field');
    await userEvent.type(field, 'Outline{Enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('This task has no such session.'),
    );
    expect(field).toHaveValue('Outline');
    expect(field).toBeInvalid();
  });

  it('refuses an empty name with the rule of the contract, sending nothing', async () => {
    const task = named(threeSessions(), ['Outline', null, null]);
    const { sent } = await renderDialog(task);
    const [field] = nameFields();
    if (!field) throw new Error('expected a field');
    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');
    expect(field).toHaveAccessibleDescription('A session name cannot be empty.');
    expect(sent('PATCH')).toEqual([]);
  });

  it('never replaces a name being typed with one that arrives meanwhile', async () => {
    const task = threeSessions();
    const { queryClient } = await renderDialog(task);
    const [first, second] = nameFields();
    if (!first || !second) throw new Error('expected fields');
    await userEvent.type(first, 'My own step');
    // The names another tab had the AI write arrive as a live update does.
    act(() => {
      storeTask(queryClient, named(task, ['Part 1 of 3', 'Part 2 of 3', 'Part 3 of 3']));
    });
    await waitFor(() => expect(second).toHaveValue('Part 2 of 3'));
    expect(first).toHaveValue('My own step');
  });
});
