import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMER_PREFERENCES } from '../../../../../shared/domain/timer.ts';
import { installFakeTimers, restoreRealTimers } from '../../../../test/fake-timers.ts';
import { jsonResponse, stubFetch } from '../../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import type { FocusMusic } from '../../music/use-focus-music.ts';
import { changeOf, makeSession, makeTask, uuid } from '../timer-fixtures.ts';
import { getTimer, resetTimerInstance } from '../timer-instance.ts';
import { breakPhase, cleared, type UnsyncedChange, workPhase } from '../timer-state.ts';
import { useTimerUi } from '../timer-ui-store.ts';
import { DockedTimer } from './docked-timer.tsx';

const task = makeTask(1, makeSession(1), { title: 'Write the essay' });
const session = task.sessions[0] ?? makeSession(0);
const second = makeSession(1, { id: uuid(2001), sessionOrder: 2 });
// The first session is done: its break has begun, and the second is next.
const twoSessions = { ...task, sessions: [{ ...session, status: 'completed' as const }, second] };
// Breaks that start by themselves: these tests show a break counting down.
const prefs = { ...DEFAULT_TIMER_PREFERENCES, autoStartBreaks: true };

function renderTimer(music?: FocusMusic) {
  return renderRoutes([{ path: '/', element: <DockedTimer music={music} /> }], '/');
}

function startTimer(withTask = task) {
  act(() => getTimer().store.commit(workPhase(session, Date.now()), withTask));
}

function unsynced(action: UnsyncedChange['action']): UnsyncedChange {
  const base = { id: 'change-1', sessionId: session.id, remainingSeconds: 600 };
  return { ...base, action, serverStatus: 'active', failed: true };
}

/** The server starting `started` of the two-session task. */
function stubStart(started: typeof second) {
  return stubFetch((url) =>
    url === `/api/sessions/${started.id}/start`
      ? jsonResponse(200, changeOf(twoSessions, started, 'active'))
      : undefined,
  );
}

describe('DockedTimer', () => {
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
    useTimerUi.setState({ collapsed: false });
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

  it("shows the running session's name under the task, cut short with an ellipsis", () => {
    const name = `Outline the report ${'and its appendices '.repeat(5)}`.trim();
    const named = { ...task, sessions: [{ ...session, name }] };
    renderTimer();
    startTimer(named);
    const step = within(screen.getByRole('timer')).getByText(name);
    expect(step).toHaveClass('truncate');
    expect(step).toHaveAttribute('title', name);

    // A new name given meanwhile shows at once.
    act(() =>
      getTimer().store.taskUpdated({ ...named, sessions: [{ ...session, name: 'Draft' }] }),
    );
    expect(within(screen.getByRole('timer')).getByText('Draft')).toBeInTheDocument();
  });

  it('shows no session name when the session has none, nor during a break', () => {
    renderTimer();
    startTimer();
    expect(screen.getByRole('timer').querySelector('p.truncate')).toBeNull();

    const named = { ...task, sessions: [{ ...session, name: 'Outline' }] };
    act(() => {
      const { store } = getTimer();
      store.commit(breakPhase(store.getState(), prefs, Date.now()), named);
    });
    expect(within(screen.getByRole('timer')).getByText('Write the essay')).toBeInTheDocument();
    expect(within(screen.getByRole('timer')).queryByText('Outline')).not.toBeInTheDocument();
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
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/interrupt')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ remainingSeconds: 23 * 60 + 30 });
  });

  it('shows a break with the task it follows', () => {
    renderTimer();
    startTimer();
    act(() => {
      const { store } = getTimer();
      store.commit(breakPhase(store.getState(), prefs, Date.now()));
    });

    const timer = screen.getByRole('timer');
    expect(within(timer).getByText('Short break')).toBeInTheDocument();
    expect(within(timer).getByText('Break after')).toBeInTheDocument();
    expect(within(timer).getByText('Write the essay')).toBeInTheDocument();
    expect(timer).toHaveTextContent('05:00');
  });

  it('shows a neutral state, no clock, for a stored timer the server has not confirmed', () => {
    startTimer();
    // A reload: the timer comes back from storage as the dock loads.
    resetTimerInstance();
    getTimer();
    renderTimer();

    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your timer…');
    expect(screen.queryByText(/\d\d:\d\d/)).not.toBeInTheDocument();

    act(() => getTimer().store.confirm());
    expect(screen.getByRole('timer')).toHaveTextContent('Time left 25:00');
  });

  it('says when a pause waits for the server, collapsed too', async () => {
    renderTimer();
    startTimer();
    act(() => getTimer().controller.pause());
    const timer = screen.getByRole('timer');
    expect(timer).not.toHaveTextContent('not saved yet');

    act(() => getTimer().store.commit({ unsynced: unsynced('pause') }));
    const notice = 'Pause not saved yet. Pomopal will send it when it reconnects.';
    expect(within(timer).getByText(notice)).toBeInTheDocument();
    expect(within(timer).getAllByRole('status')[0]).toHaveTextContent(`Focus paused. ${notice}`);

    await user.click(within(timer).getByRole('button', { name: 'Collapse timer' }));
    expect(within(timer).getByText(notice)).toBeInTheDocument();
  });

  it('keeps telling the user about a stop that waits for the server', () => {
    renderTimer();
    act(() => getTimer().store.commit({ ...cleared, unsynced: unsynced('stop') }));

    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Stop not saved yet. Pomopal will send it when it reconnects.',
    );
  });

  it('offers the next session when the break is over, and starts it', async () => {
    stubStart(second);
    renderTimer();
    act(() =>
      getTimer().store.commit({ ...cleared, taskId: task.id, breakOver: true }, twoSessions),
    );

    const offer = screen.getByRole('region', { name: 'Break is over' });
    expect(offer).toHaveTextContent('Ready for session #2 of Write the essay?');
    await user.click(within(offer).getByRole('button', { name: 'Start Session #2' }));

    const timer = await screen.findByRole('timer');
    expect(within(timer).getByText('Focus')).toBeInTheDocument();
    expect(getTimer().store.getState()).toMatchObject({ sessionId: second.id, breakOver: false });
  });

  it("lets the break-over offer go with 'Not now'", async () => {
    renderTimer();
    act(() =>
      getTimer().store.commit({ ...cleared, taskId: task.id, breakOver: true }, twoSessions),
    );

    await user.click(screen.getByRole('button', { name: 'Not now' }));

    expect(screen.queryByRole('region', { name: 'Break is over' })).not.toBeInTheDocument();
  });

  it('offers nothing when the task has no session left', () => {
    renderTimer();
    const done = { ...task, sessions: [{ ...session, status: 'completed' as const }] };
    act(() => getTimer().store.commit({ ...cleared, taskId: task.id, breakOver: true }, done));

    expect(screen.queryByText('Break is over')).not.toBeInTheDocument();
  });

  it("skips the break: 'Skip break' starts the task's next session", async () => {
    stubStart(second);
    renderTimer();
    startTimer(twoSessions);
    act(() => {
      const { store } = getTimer();
      store.commit(breakPhase(store.getState(), prefs, Date.now()));
    });
    const timer = screen.getByRole('timer');

    await user.click(within(timer).getByRole('button', { name: 'Skip break' }));

    await waitFor(() => expect(within(timer).getByText('Focus')).toBeInTheDocument());
    expect(getTimer().store.getState().sessionId).toBe(second.id);
  });

  it("offers no 'Skip break' when the task has no session left", () => {
    renderTimer();
    startTimer({ ...task, sessions: [{ ...session, status: 'completed' }] });
    act(() => {
      const { store } = getTimer();
      store.commit(breakPhase(store.getState(), prefs, Date.now()));
    });

    expect(screen.queryByRole('button', { name: 'Skip break' })).not.toBeInTheDocument();
  });

  it("shows 'Resume music' while the browser holds the music back", async () => {
    const resume = vi.fn();
    renderTimer({ blocked: true, resume });
    startTimer();

    await user.click(screen.getByRole('button', { name: 'Resume music' }));

    expect(resume).toHaveBeenCalledOnce();
  });
});
