import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { errorResponse } from '../../../test/api-errors.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeSession, makeTask } from '../task-fixtures.ts';
import { EditTaskDialog, type EditTaskDialogProps } from './edit-task-dialog.tsx';

function renderDialog(task: Task, props: Partial<EditTaskDialogProps> = {}) {
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: <EditTaskDialog task={task} onClose={onClose} sessionRunning={false} {...props} />,
      },
    ],
    '/',
  );
  return { onClose, dialog: within(screen.getByRole('dialog', { name: 'Edit Task Details' })) };
}

const patches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))]);

describe('EditTaskDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the task with its AI summary, sessions and the AI choice first', () => {
    const task = makeTask(1, { title: 'Report', aiPredictedPriority: 'High' });
    const { dialog } = renderDialog(task);
    expect(dialog.getByLabelText(/^Title/)).toHaveValue('Report');
    expect(dialog.getByText('Draft the quarterly report for the board meeting')).toBeVisible();
    expect(dialog.getByText('2 Sessions (0 completed)')).toBeInTheDocument();
    const options = within(dialog.getByLabelText('Priority')).getAllByRole('option');
    // The AI's choice is named as the AI's, so no level is offered twice.
    expect(options.map((option) => option.textContent)).toEqual([
      'AI choice (High)',
      'High',
      'Medium',
      'Low',
    ]);
    expect(dialog.getByLabelText('Priority')).toHaveValue('');
    // No timer wired yet: the session button is shown, disabled.
    expect(dialog.getByRole('button', { name: 'Start Session #1' })).toBeDisabled();
  });

  it("offers 'Suggest' while the AI has no priority and 'Resume Session #n' for an interrupted one", () => {
    const id = makeTask(2).id;
    const task = makeTask(2, {
      aiPredictedPriority: null,
      sessions: [makeSession(id, 1, { status: 'interrupted' })],
    });
    const onStart = vi.fn();
    const { dialog } = renderDialog(task, { onStart });
    expect(within(dialog.getByLabelText('Priority')).getAllByRole('option')[0]).toHaveTextContent(
      'Suggest',
    );
    expect(dialog.getByText('1 Session (0 completed)')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Resume Session #1' })).toBeEnabled();
  });

  it('refuses a blank title in the form, without a request or an alert', async () => {
    const fetchMock = stubFetch(() => undefined);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { dialog } = renderDialog(makeTask(1));
    await userEvent.clear(dialog.getByLabelText(/^Title/));
    await userEvent.type(dialog.getByLabelText(/^Title/), '  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByText('Task title cannot be empty.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it("saves only the changed fields, omitting empty ones, with 'Saving...' meanwhile", async () => {
    const task = makeTask(1, {
      description: null,
      dueDate: null,
      isImportant: false,
      isUrgent: false,
    });
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { dialog, onClose } = renderDialog(task);
    await userEvent.click(dialog.getByLabelText('Important'));
    await userEvent.selectOptions(dialog.getByLabelText('Priority'), 'Low');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(patches(fetchMock)).toEqual([
      [
        `/api/tasks/${task.id}`,
        { isImportant: true, isUrgent: false, userOverriddenPriority: 'Low' },
      ],
    ]);
    answer(jsonResponse(200, { ...task, isImportant: true, userOverriddenPriority: 'Low' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says which years a due date may be in, inline, and sends nothing until it is one', async () => {
    const fetchMock = stubFetch(() => undefined);
    const { dialog } = renderDialog(makeTask(1, { dueDate: null }));
    const due = dialog.getByLabelText('Due date');
    expect(due).toHaveAttribute('min', '2000-01-01T00:00');
    expect(due).toHaveAttribute('max', '2100-12-31T23:59');
    for (const value of ['1900-01-01T09:00', '9999-12-31T09:00', '0001-01-01T09:00']) {
      fireEvent.change(due, { target: { value } });
      await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
      expect(due).toHaveAccessibleDescription(/Enter a date in the years 2000 to 2100\./);
      expect(due).toBeInvalid();
    }
    expect(patches(fetchMock)).toEqual([]);
    // Changing the date clears the message until the next save checks it again.
    fireEvent.change(due, { target: { value: '2026-11-22T15:00' } });
    expect(dialog.queryByText('Enter a date in the years 2000 to 2100.')).toBeNull();
  });

  it("ticks the AI's suggested flags, says so, and sends both once the user changes one", async () => {
    const fetchMock = stubFetch(() => undefined);
    const task = makeTask(1, {
      isImportant: null,
      isUrgent: null,
      aiPredictedPriority: 'High',
      aiPredictedUrgency: 'High',
    });
    const { dialog } = renderDialog(task);
    expect(dialog.getByText('Suggested by the AI until you change them.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Important')).toBeChecked();
    expect(dialog.getByLabelText('Urgent')).toBeChecked();
    await userEvent.click(dialog.getByLabelText('Urgent'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(patches(fetchMock)).toEqual([
      [`/api/tasks/${task.id}`, { isImportant: true, isUrgent: false }],
    ]);
  });

  it("shows 'Error saving task: ' and the reason when saving fails", async () => {
    stubFetch(() => errorResponse('request.invalid', 'Title is too long.'));
    const { dialog, onClose } = renderDialog(makeTask(1));
    await userEvent.type(dialog.getByLabelText(/^Title/), '!');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Error saving task: Title is too long.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
