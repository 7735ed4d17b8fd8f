import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMER_PREFERENCES } from '../../../../../shared/domain/timer.ts';
import { installFakeTimers, restoreRealTimers } from '../../../../test/fake-timers.ts';
import { jsonResponse, stubFetch } from '../../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { makeSession, makeTask } from '../timer-fixtures.ts';
import { getTimer, resetTimerInstance } from '../timer-instance.ts';
import { breakPhase, workPhase } from '../timer-state.ts';
import { useTimerUi } from '../timer-ui-store.ts';
import { DockedTimer } from './docked-timer.tsx';

const task = makeTask(1, makeSession(1), { title: 'Write the essay' });
const session = task.sessions[0] ?? makeSession(0);

/** A focus session that has just ended, its break waiting for Start (the default). */
function endFocus() {
  act(() => {
    const { store } = getTimer();
    store.commit(workPhase(session, Date.now()), task);
    store.commit(breakPhase(store.getState(), DEFAULT_TIMER_PREFERENCES, Date.now()));
  });
}

describe('a break waiting for Start', () => {
  let user: ReturnType<typeof installFakeTimers>;

  beforeEach(() => {
    user = installFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
  });

  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    resetTimerInstance();
    useTimerUi.setState({ collapsed: false });
    restoreRealTimers();
    vi.unstubAllGlobals();
  });

  it('stands still at its whole length until Start, then counts down and is recorded', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/breaks'
        ? jsonResponse(201, {
            id: crypto.randomUUID(),
            kind: 'short',
            startTime: new Date().toISOString(),
            endTime: null,
            completed: false,
          })
        : undefined,
    );
    renderRoutes([{ path: '/', element: <DockedTimer /> }], '/');
    endFocus();

    const timer = screen.getByRole('timer', { name: 'Pomodoro timer' });
    expect(within(timer).getByText('Short break ready.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(90_000));
    expect(timer).toHaveTextContent('Time left 05:00');
    expect(within(timer).queryByText('Paused')).not.toBeInTheDocument();
    // Nothing is recorded while it waits (the dots read the preferences, nothing more).
    expect(fetchMock).not.toHaveBeenCalledWith('/api/breaks', expect.anything());

    await user.click(within(timer).getByRole('button', { name: 'Start break' }));
    act(() => vi.advanceTimersByTime(61_000));
    expect(timer).toHaveTextContent('Time left 03:59');
    expect(within(timer).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/breaks', expect.anything());
    expect(getTimer().store.getState().breakId).not.toBeNull();
  });

  it('says it is ready in the collapsed timer, with Start break', async () => {
    useTimerUi.setState({ collapsed: true });
    renderRoutes([{ path: '/', element: <DockedTimer /> }], '/');
    endFocus();

    const timer = screen.getByRole('timer', { name: 'Pomodoro timer' });
    expect(within(timer).getByText('Short break ready · Write the essay')).toBeInTheDocument();
    expect(within(timer).getByRole('button', { name: 'Start break' })).toBeInTheDocument();
  });
});
