import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../../../test/api-errors.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { makePreferences } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeTask } from '../task-fixtures.ts';
import { AddTaskDialog } from './add-task-dialog.tsx';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <AddTaskDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderDialog() {
  const view = renderRoutes([{ path: '/', element: <Harness /> }], '/');
  return { ...view, dialog: () => screen.getByRole('dialog', { name: 'Add New Task' }) };
}

const posted = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => {
      // Each add carries an id of its own, made here; the rest is what the form read.
      const { id, ...body } = JSON.parse(String(init?.body));
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      return body;
    });

describe('AddTaskDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says how a task is split with a short Pomodoro length, within 20 sessions', async () => {
    stubFetch((url) =>
      url === '/api/preferences'
        ? jsonResponse(200, makePreferences({ pomodoroLength: 1 }))
        : undefined,
    );
    const { dialog } = renderDialog();
    expect(
      await within(dialog()).findByText(/in focus sessions of 1 minute, your Pomodoro length/),
    ).toBeInTheDocument();
    const minutes = within(dialog()).getByLabelText('Time in minutes');
    fireEvent.change(minutes, { target: { value: '90' } });
    expect(minutes).toHaveAccessibleDescription(
      /^18 sessions of 5 minutes \(a task has at most 20 sessions\)\./,
    );
  });

  it('focuses the task name and refuses a blank one without a request', async () => {
    const fetchMock = stubFetch(() => undefined);
    const { dialog } = renderDialog();
    expect(within(dialog()).getByLabelText(/^Task name/)).toHaveFocus();
    await userEvent.type(within(dialog()).getByLabelText(/^Task name/), '   ');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Task' }));
    expect(within(dialog()).getByText('Task title cannot be empty.')).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([]);
  });

  it("shows 'Adding...' while saving, sends 25 minutes for an empty field, then closes", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'POST') {
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }
      return url === '/api/tasks' ? jsonResponse(200, []) : undefined;
    });
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog()).getByLabelText(/^Task name/), 'Write report');
    await userEvent.clear(within(dialog()).getByLabelText('Time in minutes'));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Task' }));

    expect(within(dialog()).getByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(posted(fetchMock)).toEqual([{ title: 'Write report', minutes: 25 }]);
    answer(jsonResponse(201, makeTask(1, { title: 'Write report' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open and empties the form when asked to', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'POST' ? jsonResponse(201, makeTask(1)) : undefined,
    );
    const { dialog } = renderDialog();
    await userEvent.click(
      within(dialog()).getByLabelText('Keep this dialog open after adding task'),
    );
    await userEvent.type(within(dialog()).getByLabelText(/^Task name/), 'First');
    await userEvent.clear(within(dialog()).getByLabelText('Time in minutes'));
    await userEvent.type(within(dialog()).getByLabelText('Time in minutes'), '60');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Task' }));

    await waitFor(() => expect(within(dialog()).getByLabelText(/^Task name/)).toHaveValue(''));
    expect(within(dialog()).getByLabelText(/^Task name/)).toHaveFocus();
    expect(within(dialog()).getByLabelText('Time in minutes')).toHaveValue(25);
    expect(
      within(dialog()).getByLabelText('Keep this dialog open after adding task'),
    ).toBeChecked();
    expect(posted(fetchMock)).toEqual([{ title: 'First', minutes: 60 }]);
    // It says the task went in, politely, until the dialog closes.
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Added "First"');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(within(dialog()).getByRole('status')).toHaveTextContent('');
  });

  it.each(['-5', '0', '99999', '12.5'])(
    'refuses %s minutes inline, saying what is allowed, instead of changing them',
    async (minutes) => {
      const fetchMock = stubFetch(() => undefined);
      const { dialog } = renderDialog();
      const field = within(dialog()).getByLabelText('Time in minutes');
      await userEvent.type(within(dialog()).getByLabelText(/^Task name/), 'Write report');
      fireEvent.change(field, { target: { value: minutes } });
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Task' }));
      expect(field).toHaveAccessibleDescription(/Enter a whole number of minutes from 1 to 1440\./);
      expect(field).toBeInvalid();
      expect(posted(fetchMock)).toEqual([]);
    },
  );

  it('says which years a due date may be in, and sends the task once it is right', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'POST' ? new Promise<Response>(() => {}) : undefined,
    );
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog()).getByLabelText(/^Task name/), 'Plan');
    const due = within(dialog()).getByLabelText('Due date');
    expect(due).toHaveAccessibleDescription(/years 2000 to 2100/);
    fireEvent.change(due, { target: { value: '9999-12-31T09:00' } });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Task' }));
    expect(within(dialog()).getByText('Enter a date in the years 2000 to 2100.')).toBeVisible();
    expect(posted(fetchMock)).toEqual([]);

    fireEvent.change(due, { target: { value: '2026-11-22T15:00' } });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Task' }));
    expect(posted(fetchMock)).toEqual([
      { title: 'Plan', dueDate: new Date(2026, 10, 22, 15, 0).toISOString(), minutes: 25 },
    ]);
  });

  it('shows the failure in its banner and keeps what was typed', async () => {
    stubFetch((_url, init) =>
      init?.method === 'POST' ? errorResponse('server.internal', 'Oops') : undefined,
    );
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog()).getByLabelText(/^Task name/), 'Write');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Task' }));
    expect(
      await within(dialog()).findByText('Failed to add task. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/^Task name/)).toHaveValue('Write');
  });

  it('keeps what was typed without a banner when the session has ended', async () => {
    stubFetch((_url, init) =>
      init?.method === 'POST' ? errorResponse('auth.unauthorized', 'No session') : undefined,
    );
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog()).getByLabelText(/^Task name/), 'Write');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Task' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: 'Add Task' })).toBeEnabled(),
    );
    expect(within(dialog()).queryByText('Failed to add task. Please try again.')).toBeNull();
    expect(within(dialog()).getByLabelText(/^Task name/)).toHaveValue('Write');
  });
});
