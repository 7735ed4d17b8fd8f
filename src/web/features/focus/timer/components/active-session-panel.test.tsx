import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMER_PREFERENCES } from '../../../../../shared/domain/timer.ts';
import { installFakeTimers, restoreRealTimers } from '../../../../test/fake-timers.ts';
import { jsonResponse, stubFetch } from '../../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { makeSession, makeTask } from '../timer-fixtures.ts';
import { getTimer, resetTimerInstance } from '../timer-instance.ts';
import { timerChecks } from '../timer-snapshot-schema.ts';
import { breakPhase, workPhase } from '../timer-state.ts';
import { getTimerStore } from '../timer-store-instance.ts';
import { ActiveSessionPanel } from './active-session-panel.tsx';

const task = makeTask(1, makeSession(1), { title: 'Prepare the talk' });
const session = task.sessions[0] ?? makeSession(0);
// Breaks that start by themselves: these tests show a break counting down.
const preferences = { ...DEFAULT_TIMER_PREFERENCES, autoStartBreaks: true };

function renderPanel() {
  renderRoutes(
    [
      { path: '/dashboard', element: <ActiveSessionPanel /> },
      { path: '/my-tasks', element: <h1>My tasks page</h1> },
    ],
    '/dashboard',
  );
  return screen.getByRole('region', { name: 'Active Session' });
}

describe('ActiveSessionPanel', () => {
  let user: ReturnType<typeof installFakeTimers>;

  beforeEach(() => {
    user = installFakeTimers();
  });

  afterEach(() => {
    // Unmount first: a render after the reset would create a new timer from the old storage.
    cleanup();
    window.localStorage.clear();
    resetTimerInstance();
    restoreRealTimers();
    vi.unstubAllGlobals();
  });

  it("offers 'Start a Task' while nothing runs", async () => {
    const panel = renderPanel();

    expect(within(panel).getByText(/No focus session is running/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Start a Task' }));
    expect(screen.getByRole('heading', { name: 'My tasks page' })).toBeInTheDocument();
  });

  it('says it checks a timer kept from an earlier visit while the code that reads it loads', () => {
    act(() => getTimer().store.commit(workPhase(session, Date.now()), task));
    // A reload: the page shows before the timer's code, which reads the stored timer back.
    resetTimerInstance();
    const panel = renderPanel();

    expect(within(panel).getByRole('status')).toHaveTextContent('Checking your timer…');
    expect(within(panel).queryByText(/No focus session is running/)).not.toBeInTheDocument();
    // Read back, it waits for the server's word.
    act(() => getTimerStore().restore(timerChecks));
    expect(within(panel).getByRole('status')).toHaveTextContent('Checking your timer…');
    act(() => getTimerStore().confirm());
    expect(within(panel).getByText('(Timer is active)')).toBeInTheDocument();
  });

  it("shows the running task and '(Timer is active)'", () => {
    const panel = renderPanel();
    act(() => getTimer().store.commit(workPhase(session, Date.now()), task));

    expect(within(panel).getByText('Prepare the talk')).toBeInTheDocument();
    expect(within(panel).getByText('(Timer is active)')).toBeInTheDocument();
    expect(within(panel).getByText('25:00 left in this session')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Start a Task' })).not.toBeInTheDocument();

    act(() => getTimer().controller.pause());
    expect(within(panel).getByText('(Timer is paused)')).toBeInTheDocument();
  });

  it('fetches the task title when only its id survived a reload', async () => {
    stubFetch((url) => (url === `/api/tasks/${task.id}` ? jsonResponse(200, task) : undefined));
    getTimer().store.commit(workPhase(session, Date.now()), null);
    const panel = renderPanel();

    expect(await within(panel).findByText('Prepare the talk')).toBeInTheDocument();
  });

  it("shows a break's time left and 'Start a Task'", () => {
    const panel = renderPanel();
    act(() => {
      const { store } = getTimer();
      store.commit(workPhase(session, Date.now()), task);
      store.commit(breakPhase(store.getState(), preferences, Date.now()));
    });

    expect(within(panel).getByText('Short break: 05:00 left. Your next session is waiting.'));
    expect(within(panel).getByRole('link', { name: 'Start a Task' })).toHaveAttribute(
      'href',
      '/my-tasks',
    );
  });
});
