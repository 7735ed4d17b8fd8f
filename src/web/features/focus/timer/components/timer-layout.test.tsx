import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../../lib/auth-client.ts';
import { resetAuthClientMock } from '../../../../test/auth-client-mock.ts';
import { installFakeTimers, restoreRealTimers } from '../../../../test/fake-timers.ts';
import { jsonResponse, stubFetch } from '../../../../test/fetch-mock.ts';
import {
  makePreferences,
  makeSubscription,
  signedIn,
  signedOut,
} from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { changeOf, makeSession, makeTask, uuid } from '../timer-fixtures.ts';
import { getTimer, resetTimerInstance } from '../timer-instance.ts';
import { paused, workPhase } from '../timer-state.ts';
import { useTimerUi } from '../timer-ui-store.ts';
import { preloadTimer, TimerLayout } from './timer-layout.tsx';

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

  beforeAll(async () => {
    await preloadTimer();
  });

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

  it('shows no timer from an earlier visit until the server confirms it', async () => {
    const { store } = getTimer();
    store.commit(workPhase(session, Date.now()), task);
    resetTimerInstance();
    let answer: (response: Response) => void = () => undefined;
    const active = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    stubFetch((url) => {
      if (url === '/api/sessions/active') return active;
      if (url === '/api/preferences') return jsonResponse(200, makePreferences());
      if (url === '/api/subscription') return jsonResponse(200, makeSubscription(false));
      return undefined;
    });
    renderLayout();

    expect(await screen.findByText('Checking your timer…')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Pomopal');

    await act(async () => answer(jsonResponse(200, started())));
    expect(await screen.findByRole('timer')).toHaveTextContent('Write the essay');
  });

  it('sends a pause kept from an earlier visit once the server answers again', async () => {
    const { store } = getTimer();
    store.commit(workPhase(session, Date.now()), task);
    const pausedPhase = paused(store.getState(), Date.now() + 60_000);
    const unsynced = { id: 'change-1', sessionId: session.id, remainingSeconds: 24 * 60 };
    store.commit({
      ...pausedPhase,
      unsynced: { ...unsynced, action: 'pause', serverStatus: 'active', failed: true },
    });
    resetTimerInstance();
    let reachable = false;
    const fetchMock = stubFetch((url) => {
      if (url === '/api/preferences') return jsonResponse(200, makePreferences());
      if (url === '/api/subscription') return jsonResponse(200, makeSubscription(false));
      if (!reachable) return Promise.reject(new TypeError('Failed to fetch'));
      if (url === '/api/sessions/active') return jsonResponse(200, null);
      if (url.endsWith('/interrupt'))
        return jsonResponse(200, changeOf(task, session, 'interrupted'));
      return undefined;
    });
    const { queryClient } = renderLayout();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Pause not saved yet.');
    reachable = true;
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    await waitFor(() => expect(timer).not.toHaveTextContent('not saved yet'));
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/interrupt'));
    expect(sent.map(([, init]) => JSON.parse(String(init?.body)))).toContainEqual({
      remainingSeconds: 24 * 60,
    });
    expect(within(timer).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    // The task list may have missed the news meanwhile: it is loaded again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tasks'] });
  });

  it('tries a pause made offline again, waiting longer each time, until the server takes it', async () => {
    let reachable = true;
    const fetchMock = stubFetch((url) => {
      if (url === '/api/preferences') return jsonResponse(200, makePreferences());
      if (url === '/api/subscription') return jsonResponse(200, makeSubscription(false));
      if (!reachable) return Promise.reject(new TypeError('Failed to fetch'));
      if (url === '/api/sessions/active') return jsonResponse(200, started());
      if (url.endsWith('/interrupt'))
        return jsonResponse(200, changeOf(task, session, 'interrupted'));
      return undefined;
    });
    const interrupts = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/interrupt'));
    renderLayout();
    const timer = await screen.findByRole('timer');

    reachable = false;
    await user.click(within(timer).getByRole('button', { name: 'Pause' }));
    expect(await within(timer).findByText(/^Pause not saved yet/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(interrupts()).toHaveLength(2);

    reachable = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(interrupts()).toHaveLength(3);
    expect(within(timer).queryByText(/^Pause not saved yet/)).not.toBeInTheDocument();
  });
});
