import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REMINDER_EVENTS } from '../../shared/realtime-events.ts';
import { LocationProbe } from '../test/location-probe.tsx';
import { renderRoutes } from '../test/render.tsx';
import { formatDueDate } from './due-date.ts';
import { noticeTitle, useReminderNotices } from './reminder-notices.ts';
import type { ServerEvents } from './socket.ts';

type Listener = (payload: unknown) => void;

/** A stand-in for the socket: the test sends the server's events through `emit`. */
function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const source: ServerEvents = {
    on: (event, listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    off: (event, listener) => {
      listeners.get(event)?.delete(listener);
    },
  };
  const emit = (event: string, payload: unknown) =>
    act(() => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    });
  return { source, emit };
}

function Page({ source }: { source: ServerEvents }) {
  useReminderNotices(source);
  return <p>Dashboard page</p>;
}

const TASK_ID = '00000000-0000-4000-8000-000000000042';

describe('useReminderNotices', () => {
  it('shows a reminder as a notice whose Open button opens the task', async () => {
    const { source, emit } = fakeSocket();
    const dueDate = new Date(Date.now() + 15 * 60_000).toISOString();
    renderRoutes(
      [
        { path: '/dashboard', element: <Page source={source} /> },
        { path: '/my-tasks', element: <LocationProbe name="My Tasks" /> },
      ],
      '/dashboard',
    );

    emit(REMINDER_EVENTS.due, { taskId: TASK_ID, title: 'Write report', dueDate });

    const region = screen.getByRole('region', { name: /Notification/ });
    expect(await within(region).findByText('Reminder: Write report')).toBeVisible();
    expect(within(region).getByText(`Due ${formatDueDate(dueDate)}`)).toBeVisible();
    // The first notice waits for the event's schemas to load, so it renders outside act; Radix
    // lets the pointer into its region one render after the toast shows, on a loaded machine
    // after the text was already found.
    await waitFor(() => expect(region).not.toHaveStyle({ pointerEvents: 'none' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(`My Tasks page?task=${TASK_ID}`)).toBeInTheDocument();
  });

  it('shows the same reminder once, and ignores an event it cannot read', async () => {
    const { source, emit } = fakeSocket();
    renderRoutes([{ path: '/', element: <Page source={source} /> }], '/');
    const taskId = '00000000-0000-4000-8000-000000000043';

    emit(REMINDER_EVENTS.due, { taskId, title: 'Call the bank', dueDate: null });
    emit(REMINDER_EVENTS.due, { taskId, title: 'Call the bank', dueDate: null });
    emit(REMINDER_EVENTS.due, { title: 'No task' });

    const region = screen.getByRole('region', { name: /Notification/ });
    expect(await within(region).findAllByText('Reminder: Call the bank')).toHaveLength(1);
    expect(within(region).queryByText('Reminder: No task')).toBeNull();
  });

  it('shortens a long title at a word, so the notice stays a notice', async () => {
    const { source, emit } = fakeSocket();
    renderRoutes([{ path: '/', element: <Page source={source} /> }], '/');
    const title = `Prepare the quarterly budget review presentation for the finance committee and circulate the draft`;

    emit(REMINDER_EVENTS.due, {
      taskId: '00000000-0000-4000-8000-000000000044',
      title,
      dueDate: null,
    });

    const region = screen.getByRole('region', { name: /Notification/ });
    expect(
      await within(region).findByText(
        'Reminder: Prepare the quarterly budget review presentation for the finance committee and…',
      ),
    ).toBeVisible();
  });
});

describe('noticeTitle', () => {
  it('keeps a title of up to 80 characters whole', () => {
    expect(noticeTitle('Write report')).toBe('Write report');
    expect(noticeTitle('a'.repeat(80))).toBe('a'.repeat(80));
  });

  it('cuts a long word that has no space to cut at', () => {
    expect(noticeTitle('a'.repeat(120))).toBe(`${'a'.repeat(79)}…`);
  });
});
