import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../../lib/auth-client.ts';
import { resetAuthClientMock } from '../../../../test/auth-client-mock.ts';
import { installFakeTimers, restoreRealTimers } from '../../../../test/fake-timers.ts';
import { jsonResponse, stubFetch } from '../../../../test/fetch-mock.ts';
import { makePreferences, signedIn, signedOut } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { makeSubscription } from '../../focus-fixtures.ts';
import { changeOf, makeSession, makeTask, uuid } from '../timer-fixtures.ts';
import { resetTimerInstance } from '../timer-instance.ts';
import { useTimerUi } from '../timer-ui-store.ts';
import { TimerLayout } from './timer-layout.tsx';

vi.mock('../../../../lib/auth-client.ts', () => import('../../../../test/auth-client-mock.ts'));
const socketHandlers = vi.hoisted(() => new Map<string, Set<(payload: unknown) => void>>());
vi.mock('../../../../lib/socket.ts', () => ({
  socket: {
    on: (event: string, listener: (payload: unknown) => void) => {
      const set = socketHandlers.get(event) ?? new Set();
      set.add(listener);
      socketHandlers.set(event, set);
    },
    off: (event: string, listener: (payload: unknown) => void) =>
      socketHandlers.get(event)?.delete(listener),
  },
}));

const emit = (event: string, payload: unknown) =>
  act(() => {
    for (const listener of socketHandlers.get(event) ?? []) listener(payload);
  });

const task = makeTask(1, makeSession(1), { title: 'Write the essay' });
const session = task.sessions[0] ?? makeSession(0);
const started = () =>
  changeOf(task, session, 'active', { startTime: new Date(Date.now()).toISOString() });

function stubServer(active: unknown = null) {
  return stubFetch((url, init) => {
    if (url === '/api/sessions/active') return jsonResponse(200, active);
    if (url === '/api/preferences') return jsonResponse(200, makePreferences());
    if (url === '/api/subscription') return jsonResponse(200, makeSubscription(false));
    if (url.endsWith('/complete')) return jsonResponse(200, changeOf(task, session, 'completed'));
    if (url === '/api/breaks' && init?.method === 'POST') {
      const body = { id: uuid(9001), kind: 'short', startTime: new Date().toISOString() };
      return jsonResponse(201, { ...body, endTime: null, completed: false });
    }
    return undefined;
  });
}

function renderLayout() {
  document.title = 'Dashboard · Pomopal';
  return renderRoutes(
    [
      {
        element: <TimerLayout />,
        children: [{ path: '/dashboard', element: <input aria-label="Notes" /> }],
      },
    ],
    '/dashboard',
  );
}

describe('TimerLayout', () => {
  let user: ReturnType<typeof installFakeTimers>;

  beforeEach(() => {
    resetAuthClientMock();
    vi.mocked(useAuth).mockReturnValue(signedIn());
    user = installFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
  });

  afterEach(() => {
    // Unmount first: a render after the reset would create a new timer from the old storage.
    cleanup();
    window.localStorage.clear();
    resetTimerInstance();
    useTimerUi.setState({ collapsed: false, helpOpen: false });
    socketHandlers.clear();
    restoreRealTimers();
    vi.unstubAllGlobals();
  });

  it('picks up the session running on another device at start-up', async () => {
    stubServer(started());
    renderLayout();

    const timer = await screen.findByRole('timer', { name: 'Pomodoro timer' });
    expect(within(timer).getByText('Write the essay')).toBeInTheDocument();
    expect(document.title).toBe('25:00 Focus · Dashboard · Pomopal');
  });

  it('follows session events: started elsewhere, then stopped elsewhere', async () => {
    stubServer();
    renderLayout();
    await waitFor(() => expect(socketHandlers.get('focus:session')?.size).toBe(1));

    emit('focus:session', started());
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');

    emit('focus:session', changeOf(task, session, 'interrupted'));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Pomopal');
  });

  it('pauses with Space, collapses with Escape and lists the shortcuts on ?', async () => {
    stubServer(started());
    renderLayout();
    const timer = await screen.findByRole('timer');

    await user.keyboard(' ');
    expect(within(timer).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(within(timer).getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    // Typing in a field is typing, not a shortcut.
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), ' ');
    expect(within(timer).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await user.click(document.body);

    await user.keyboard('{Escape}');
    expect(within(timer).getByRole('button', { name: 'Expand timer' })).toBeInTheDocument();

    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Pause or resume the running timer')).toBeInTheDocument();
    expect(within(dialog).getByText('Space')).toBeInTheDocument();
  });

  it('announces a finished session as window events and reloads the tasks', async () => {
    stubServer(started());
    const events: [string, unknown][] = [];
    const names = ['pomodoroSessionCompleted', 'productivityStatsUpdated', 'taskCompleted'];
    const record = (event: Event) => events.push([event.type, (event as CustomEvent).detail]);
    for (const name of names) window.addEventListener(name, record);
    const notifications: string[] = [];
    class FakeNotification {
      static permission = 'granted';
      constructor(title: string) {
        notifications.push(title);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const { queryClient } = renderLayout();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByRole('timer');

    await act(() => vi.advanceTimersByTimeAsync(25 * 60_000));

    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('Short break'));
    await waitFor(() => expect(events).toHaveLength(3));
    expect(events).toEqual([
      ['pomodoroSessionCompleted', { sessionId: session.id, taskId: task.id }],
      ['productivityStatsUpdated', null],
      ['taskCompleted', { taskId: task.id }],
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tasks'] });
    expect(notifications).toEqual(['Pomodoro complete']);
    for (const name of names) window.removeEventListener(name, record);
  });

  it('stays out of the way of signed-out visitors', () => {
    vi.mocked(useAuth).mockReturnValue(signedOut);
    const fetchMock = stubServer(started());
    renderLayout();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
  });
});
