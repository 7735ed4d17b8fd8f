import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeTimers, restoreRealTimers } from '../../../../test/fake-timers.ts';
import { jsonResponse, stubFetch } from '../../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { changeOf, makeSession, makeTask } from '../timer-fixtures.ts';
import { getTimer, resetTimerInstance } from '../timer-instance.ts';
import { breakPhase, workPhase } from '../timer-state.ts';
import { FloatingTimer } from './floating-timer.tsx';

const task = makeTask(1, makeSession(1), { title: 'Write the essay' });
const session = task.sessions[0] ?? makeSession(0);

function renderTimer() {
  return renderRoutes([{ path: '/', element: <FloatingTimer /> }], '/');
}

function startTimer() {
  act(() => getTimer().store.commit(workPhase(session, Date.now()), task));
}

describe('FloatingTimer', () => {
  let user: ReturnType<typeof installFakeTimers>;

  beforeEach(() => {
    user = installFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
  });

  afterEach(() => {
    // Unmount first: a render after the reset would create a new timer from the old storage.
    cleanup();
    window.localStorage.clear();
    resetTimerInstance();
    restoreRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows nothing while no session or break runs', () => {
    renderTimer();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows the task, the mode and the time left, ticking down', () => {
    renderTimer();
    startTimer();

    const timer = screen.getByRole('timer', { name: 'Pomodoro timer' });
    expect(within(timer).getByText('Write the essay')).toBeInTheDocument();
    expect(within(timer).getByText('Focus')).toBeInTheDocument();
    expect(timer).toHaveTextContent('Time left 25:00');

    act(() => vi.advanceTimersByTime(61_000));
    expect(timer).toHaveTextContent('Time left 23:59');
  });

  it('collapses to a pill and expands again, keeping focus on the toggle', async () => {
    renderTimer();
    startTimer();
    const timer = screen.getByRole('timer');

    const toggle = within(timer).getByRole('button', { name: 'Collapse timer' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);

    const expand = within(timer).getByRole('button', { name: 'Expand timer' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(expand).toHaveFocus();
    expect(within(timer).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(within(timer).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(timer).toHaveTextContent('25:00');
    expect(timer).toHaveTextContent('Focus · Write the essay');

    await user.click(expand);
    expect(within(timer).getByRole('button', { name: 'Stop' })).toBeInTheDocument();
  });

  it('pauses and resumes, the time standing still in between', async () => {
    renderTimer();
    startTimer();
    const timer = screen.getByRole('timer');

    act(() => vi.advanceTimersByTime(10_000));
    await user.click(within(timer).getByRole('button', { name: 'Pause' }));
    expect(within(timer).getByText('Paused')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('24:50');

    await user.click(within(timer).getByRole('button', { name: 'Resume' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(timer).toHaveTextContent('24:45');
    expect(within(timer).queryByText('Paused')).not.toBeInTheDocument();
  });

  it('stops: the session is interrupted with the seconds left and the timer goes', async () => {
    const fetchMock = stubFetch((url) =>
      url === `/api/sessions/${session.id}/interrupt`
        ? jsonResponse(200, changeOf(task, session, 'interrupted'))
        : undefined,
    );
    renderTimer();
    startTimer();

    act(() => vi.advanceTimersByTime(90_000));
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    await waitFor(() => expect(screen.queryByRole('timer')).not.toBeInTheDocument());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ remainingSeconds: 23 * 60 + 30 });
  });

  it('shows a break with the task it follows', () => {
    renderTimer();
    startTimer();
    act(() => {
      const { store } = getTimer();
      const prefs = { pomodoroLength: 25, breakLength: 5, longBreakLength: 15 };
      store.commit(breakPhase(store.getState(), prefs, Date.now()));
    });

    const timer = screen.getByRole('timer');
    expect(within(timer).getByText('Short break')).toBeInTheDocument();
    expect(within(timer).getByText('Break after')).toBeInTheDocument();
    expect(within(timer).getByText('Write the essay')).toBeInTheDocument();
    expect(timer).toHaveTextContent('05:00');
  });
});
