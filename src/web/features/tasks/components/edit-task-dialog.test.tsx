import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listItemOf } from '../../../../shared/domain/task-list-item.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { errorResponse } from '../../../test/api-errors.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeSession, makeTask } from '../task-fixtures.ts';
import { EditTaskDialog, type EditTaskDialogProps } from './edit-task-dialog.tsx';

/**
 * The dialog as My Tasks opens it: on the row's list item, reading the whole task with
 * GET /api/tasks/:id; `answer` answers every other request (unanswered ones stay pending).
 */
async function renderDialog(
  task: Task,
  {
    answer = () => undefined,
    ...props
  }: Partial<EditTaskDialogProps> & { answer?: FetchHandler } = {},
) {
  const fetchMock = stubFetch((url, init) =>
    url === `/api/tasks/${task.id}` && (init?.method ?? 'GET') === 'GET'
      ? jsonResponse(200, task)
      : answer(url, init),
  );
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <EditTaskDialog
            task={listItemOf(task)}
            onClose={onClose}
            sessionRunning={false}
            {...props}
          />
        ),
      },
    ],
    '/',
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Edit Task Details' }));
  await dialog.findByLabelText(/^Title/);
  return { onClose, dialog, fetchMock };
}

const patches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))]);

describe('EditTaskDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the task with its AI summary, sessions and the AI choice first', async () => {
    const task = makeTask(1, { title: 'Report', aiPredictedPriority: 'High' });
    const { dialog } = await renderDialog(task);
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

  it("offers 'Suggest' while the AI has no priority and 'Resume Session #n' for an interrupted one", async () => {
    const id = makeTask(2).id;
    const task = makeTask(2, {
      aiPredictedPriority: null,
      sessions: [makeSession(id, 1, { status: 'interrupted' })],
    });
    const onStart = vi.fn();
    const { dialog } = await renderDialog(task, { onStart });
    expect(within(dialog.getByLabelText('Priority')).getAllByRole('option')[0]).toHaveTextContent(
      'Suggest',
    );
    expect(dialog.getByText('1 Session (0 completed)')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Resume Session #1' })).toBeEnabled();
  });

  it('says a completed task is done, with no session to start, as its row does', async () => {
    const task = makeTask(3, { completed: true });
    const { dialog } = await renderDialog(task, { onStart: vi.fn() });
    expect(dialog.getByText('Task completed')).toBeVisible();
    expect(dialog.queryByRole('button', { name: /Session #/ })).toBeNull();
  });

  it('refuses a blank title in the form, without a request or an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const task = makeTask(1);
    const { dialog, fetchMock } = await renderDialog(task);
    await userEvent.clear(dialog.getByLabelText(/^Title/));
    await userEvent.type(dialog.getByLabelText(/^Title/), '  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByText('Task title cannot be empty.')).toBeInTheDocument();
    // Only the task, its reminders and the projects and labels to pick from were read: nothing
    // was sent.
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method ?? 'GET']).sort()).toEqual([
      ['/api/labels', 'GET'],
      ['/api/projects', 'GET'],
      [`/api/tasks/${task.id}`, 'GET'],
      [`/api/tasks/${task.id}/reminders`, 'GET'],
    ]);
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
    const { dialog, onClose, fetchMock } = await renderDialog(task, {
      answer: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
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
    const { dialog, fetchMock } = await renderDialog(makeTask(1, { dueDate: null }));
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
    const task = makeTask(1, {
      isImportant: null,
      isUrgent: null,
      aiPredictedPriority: 'High',
      aiPredictedUrgency: 'High',
    });
    const { dialog, fetchMock } = await renderDialog(task);
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
    const { dialog, onClose } = await renderDialog(makeTask(1), {
      answer: () => errorResponse('request.invalid', 'Title is too long.'),
    });
    await userEvent.type(dialog.getByLabelText(/^Title/), '!');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Error saving task: Title is too long.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('EditTaskDialog reading the whole task', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function openOn(task: Task, answer: FetchHandler) {
    const fetchMock = stubFetch(answer);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <EditTaskDialog task={listItemOf(task)} onClose={vi.fn()} sessionRunning={false} />
          ),
        },
      ],
      '/',
    );
    return { fetchMock, dialog: within(screen.getByRole('dialog', { name: 'Edit Task Details' })) };
  }

  it("says 'Loading the task...' until GET /api/tasks/:id answers, then shows it whole", async () => {
    const id = makeTask(1).id;
    const task = makeTask(1, {
      title: 'Report',
      sessions: [
        makeSession(id, 1, { status: 'completed', focusMinutes: 25 }),
        makeSession(id, 2),
        makeSession(id, 3),
      ],
    });
    let answer: (response: Response) => void = () => {};
    const { dialog, fetchMock } = openOn(task, (url) =>
      url === `/api/tasks/${task.id}`
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    expect(dialog.getByRole('status')).toHaveTextContent('Loading the task...');
    expect(dialog.queryByLabelText(/^Title/)).toBeNull();
    expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`/api/tasks/${task.id}`]);

    answer(jsonResponse(200, task));
    expect(await dialog.findByLabelText(/^Title/)).toHaveValue('Report');
    expect(dialog.queryByText('Loading the task...')).toBeNull();
    // What the list does not carry: the whole summary and every session.
    expect(dialog.getByText('Draft the quarterly report for the board meeting')).toBeVisible();
    expect(dialog.getByText('3 Sessions (1 completed)')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it("says 'Could not load this task.' and reads it again on 'Try again'", async () => {
    const task = makeTask(1, { title: 'Report' });
    let fail = true;
    const { dialog, fetchMock } = openOn(task, (url) => {
      if (url !== `/api/tasks/${task.id}`) return undefined;
      return fail ? errorResponse('server.internal', 'Down') : jsonResponse(200, task);
    });
    expect(await dialog.findByText('Could not load this task.')).toBeInTheDocument();
    expect(dialog.queryByText('Loading the task...')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    fail = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByLabelText(/^Title/)).toHaveValue('Report');
    expect(dialog.queryByText('Could not load this task.')).toBeNull();
    const taskReads = fetchMock.mock.calls.filter(([url]) => url === `/api/tasks/${task.id}`);
    expect(taskReads).toHaveLength(2);
  });

  it('sets a repeat from the presets, saying it in words, and sends the rule', async () => {
    // Thursday 25 November 2027, 09:00 local time.
    const task = makeTask(3, { dueDate: new Date(2027, 10, 25, 9).toISOString() });
    const { dialog, fetchMock } = await renderDialog(task, {
      answer: () => jsonResponse(200, task),
    });
    const repeat = await dialog.findByLabelText('Repeat');
    const options = within(repeat)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Does not repeat',
      'Every day',
      'Every weekday',
      'Every Thursday',
      'Every month on the 25th',
      'Every year',
      'Custom...',
    ]);
    await userEvent.selectOptions(repeat, 'Every Thursday');
    await userEvent.click(dialog.getByLabelText('Count from the day it is completed'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(patches(fetchMock)).toEqual([
        [
          `/api/tasks/${task.id}`,
          { repeat: { rule: 'FREQ=WEEKLY;BYDAY=TH', afterCompletion: true } },
        ],
      ]),
    );
  });

  it('reads a custom repeat in words and refuses one without a due date', async () => {
    const task = makeTask(4, { dueDate: null });
    const { dialog, fetchMock } = await renderDialog(task);
    await userEvent.selectOptions(await dialog.findByLabelText('Repeat'), 'Custom...');
    const words = dialog.getByLabelText('Repeat in words');
    await userEvent.type(words, 'every 2 weeks on friday for 5 times');
    expect(words).toHaveAccessibleDescription('Every 2 weeks on Friday, 5 times');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await dialog.findByText('A repeating task needs a due date: its first occurrence.'),
    ).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([]);
  });

  it("skips an occurrence with 'Skip this occurrence' and closes", async () => {
    const task = makeTask(5, {
      dueDate: new Date(2027, 10, 25, 9).toISOString(),
      repeatRule: 'FREQ=DAILY',
    });
    const skipped = { ...task, dueDate: new Date(2027, 10, 26, 9).toISOString() };
    const { onClose, fetchMock } = await renderDialog(task, {
      answer: (url) => (url.endsWith('/skip') ? jsonResponse(200, skipped) : undefined),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Skip this occurrence' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === `/api/tasks/${task.id}/skip` && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});
