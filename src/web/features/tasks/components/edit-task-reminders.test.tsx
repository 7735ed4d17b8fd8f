import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listItemOf } from '../../../../shared/domain/task-list-item.ts';
import type { Reminder, ReminderInput } from '../../../../shared/reminders.schemas.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { errorResponse } from '../../../test/api-errors.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeId, makeTask } from '../task-fixtures.ts';
import { EditTaskDialog } from './edit-task-dialog.tsx';

const DUE = '2030-01-10T15:00:00.000Z';

function savedReminder(n: number, input: ReminderInput): Reminder {
  return {
    id: makeId(20_000 + n),
    minutesBefore: 'minutesBefore' in input ? input.minutesBefore : null,
    remindAt: 'remindAt' in input ? input.remindAt : null,
    fireAt: null,
    done: false,
  };
}

/**
 * The edit dialog on `task`, whose reminders are `reminders`; PATCH answers the task as sent,
 * and PUT of the reminders answers `putAnswer` (by default, what was sent).
 */
async function renderDialog(task: Task, reminders: ReminderInput[], putAnswer?: () => Response) {
  const remindersUrl = `/api/tasks/${task.id}/reminders`;
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === `/api/tasks/${task.id}` && method === 'GET') return jsonResponse(200, task);
    if (url === `/api/tasks/${task.id}` && method === 'PATCH') {
      return jsonResponse(200, { ...task, ...JSON.parse(String(init?.body)) });
    }
    if (url === remindersUrl && method === 'GET') {
      return jsonResponse(200, { reminders: reminders.map((input, n) => savedReminder(n, input)) });
    }
    if (url === remindersUrl && method === 'PUT') {
      if (putAnswer) return putAnswer();
      const sent: { reminders: ReminderInput[] } = JSON.parse(String(init?.body));
      return jsonResponse(200, {
        reminders: sent.reminders.map((input, n) => savedReminder(n, input)),
      });
    }
    return undefined;
  });
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <EditTaskDialog task={listItemOf(task)} onClose={onClose} sessionRunning={false} />
        ),
      },
    ],
    '/',
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Edit Task Details' }));
  await dialog.findByRole('group', { name: 'Reminders' });
  const requests = () =>
    fetchMock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
      .map(([url, init]) => [init?.method, url, JSON.parse(String(init?.body))]);
  return { dialog, onClose, requests, remindersUrl };
}

/** The reminders the field lists, in their words. */
const listed = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('group', { name: 'Reminders' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

const save = (dialog: ReturnType<typeof within>) =>
  userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

describe('EditTaskDialog reminders', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the saved reminders in words, and saves a removal with PUT alone', async () => {
    const task = makeTask(1, { dueDate: DUE });
    const { dialog, onClose, requests, remindersUrl } = await renderDialog(task, [
      { minutesBefore: 15 },
      { minutesBefore: 1440 },
    ]);

    await dialog.findByText('1 day before');
    expect(listed(dialog)).toEqual(['15 minutes before', '1 day before']);
    await userEvent.click(
      dialog.getByRole('button', { name: 'Remove reminder 15 minutes before' }),
    );
    expect(listed(dialog)).toEqual(['1 day before']);
    await save(dialog);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests()).toEqual([['PUT', remindersUrl, { reminders: [{ minutesBefore: 1440 }] }]]);
  });

  it('adds an offset and a time of its own, saved after the task', async () => {
    const task = makeTask(1, { dueDate: DUE });
    const { dialog, onClose, requests, remindersUrl } = await renderDialog(task, []);

    expect(await dialog.findByText('No reminders yet.')).toBeInTheDocument();
    const add = dialog.getByLabelText('Add reminder');
    expect(
      within(add)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'At the due time',
      '5 minutes before',
      '15 minutes before',
      '30 minutes before',
      '1 hour before',
      '1 day before',
      'At a date and time…',
    ]);
    await userEvent.selectOptions(add, '1 hour before');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(dialog.getByText('1 hour before')).toBeInTheDocument();
    // The offset taken is not offered twice.
    expect(within(add).queryByRole('option', { name: '1 hour before' })).toBeNull();

    await userEvent.selectOptions(add, 'At a date and time…');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    const remindAt = dialog.getByLabelText('Remind at');
    expect(remindAt).toHaveAccessibleDescription('Choose the date and time to be reminded at.');
    fireEvent.change(remindAt, { target: { value: '2030-01-09T09:00' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(listed(dialog)).toHaveLength(2);

    await userEvent.type(dialog.getByLabelText(/^Title/), '!');
    await save(dialog);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests()).toEqual([
      ['PATCH', `/api/tasks/${task.id}`, { title: 'Task 1!' }],
      [
        'PUT',
        remindersUrl,
        {
          reminders: [
            { minutesBefore: 60 },
            { remindAt: new Date('2030-01-09T09:00').toISOString() },
          ],
        },
      ],
    ]);
  });

  it('sends no reminders when they did not change', async () => {
    const task = makeTask(1, { dueDate: DUE });
    const { dialog, onClose, requests } = await renderDialog(task, [{ minutesBefore: 5 }]);

    await dialog.findByText('5 minutes before');
    // Added and removed again: the set is the one saved.
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove reminder At the due time' }));
    await userEvent.type(dialog.getByLabelText(/^Title/), '!');
    await save(dialog);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests().map(([method]) => method)).toEqual(['PATCH']);
  });

  it('offers only a time of its own, and says why, while the task has no due date', async () => {
    const task = makeTask(1, { dueDate: null });
    const { dialog } = await renderDialog(task, []);

    const add = await dialog.findByLabelText('Add reminder');
    expect(dialog.getByText('Set a due date to be reminded before it.')).toBeInTheDocument();
    expect(
      within(add)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['At a date and time…']);
    expect(dialog.getByLabelText('Remind at')).toBeInTheDocument();

    fireEvent.change(dialog.getByLabelText('Due date'), { target: { value: '2030-01-10T15:00' } });
    expect(dialog.queryByText('Set a due date to be reminded before it.')).toBeNull();
    expect(within(add).getByRole('option', { name: '15 minutes before' })).toBeInTheDocument();
  });

  it('stops adding at the limit and says so', async () => {
    const task = makeTask(1, { dueDate: DUE });
    const { dialog } = await renderDialog(task, [
      { minutesBefore: 0 },
      { minutesBefore: 5 },
      { minutesBefore: 15 },
      { minutesBefore: 30 },
    ]);

    await dialog.findByText('30 minutes before');
    expect(dialog.getByRole('button', { name: 'Add' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));

    expect(listed(dialog)).toHaveLength(5);
    expect(dialog.getByText('A task can have at most 5 reminders.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Add reminder')).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('shows a failed save in the form and keeps the reminders as typed', async () => {
    const task = makeTask(1, { dueDate: DUE });
    const { dialog, onClose } = await renderDialog(task, [], () =>
      errorResponse(
        'tasks.reminder_needs_due_date',
        'A reminder before the due time needs a due date.',
      ),
    );

    await dialog.findByText('No reminders yet.');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await save(dialog);

    expect(
      await dialog.findByText(
        'Error saving reminders: A reminder before the due time needs a due date.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('At the due time')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
