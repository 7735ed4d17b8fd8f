import { describe, expect, it, vi } from 'vitest';
import { createTimerController } from './timer-controller.ts';
import {
  changeOf,
  channelHub,
  fakeTimerApi,
  MINUTE,
  makeSession,
  makeTask,
  memoryStorage,
  settle,
  withTimerTestClock,
} from './timer-fixtures.ts';
import { timerChecks } from './timer-snapshot-schema.ts';
import { secondsLeft } from './timer-state.ts';
import { createTimerStore } from './timer-store.ts';
import { TIMER_STORAGE_KEY } from './timer-sync.ts';

withTimerTestClock();

/**
 * A tab that follows a session another tab leads (it started elsewhere), with a leadership that
 * makes it leader when it claims, as a stolen Web Lock does.
 */
function followingTab({ visible }: { visible: boolean }) {
  const task = makeTask(1);
  const session = task.sessions[0] ?? makeSession(0);
  const api = fakeTimerApi([task]);
  let leader = false;
  const leadership = {
    isLeader: () => leader,
    claim: vi.fn(() => {
      leader = true;
    }),
  };
  const effects = { chime: vi.fn(), notify: vi.fn(), error: vi.fn() };
  const store = createTimerStore({ storage: memoryStorage(), checks: timerChecks });
  const controller = createTimerController({
    store,
    api,
    leadership,
    effects,
    isVisible: () => visible,
    retryDelays: [],
  });
  const startTime = new Date().toISOString();
  controller.sessionChanged(changeOf(task, session, 'active', { startTime }));
  return { api, leadership, effects, store, controller };
}

describe('timer tabs', () => {
  it('a visible follower takes over a leader that lets the session overrun, and ends it', async () => {
    const tab = followingTab({ visible: true });
    vi.advanceTimersByTime(25 * MINUTE + 2500);
    tab.controller.tick();
    await settle();
    // Within the leader's grace the follower only watches.
    expect(tab.leadership.claim).not.toHaveBeenCalled();
    expect(tab.api.complete).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    tab.controller.tick();
    tab.controller.tick();
    await settle();
    expect(tab.leadership.claim).toHaveBeenCalledOnce();
    expect(tab.api.complete).toHaveBeenCalledOnce();
    expect(tab.effects.chime).toHaveBeenCalledOnce();
    expect(tab.store.getState().mode).toBe('shortBreak');
  });

  it('a hidden follower leaves an overrunning session to the leader', async () => {
    const tab = followingTab({ visible: false });
    vi.advanceTimersByTime(26 * MINUTE);
    tab.controller.tick();
    tab.controller.tick();
    await settle();
    expect(tab.leadership.claim).not.toHaveBeenCalled();
    expect(tab.api.complete).not.toHaveBeenCalled();
    expect(tab.store.getState().mode).toBe('work');
  });

  it('ignores a snapshot from another tab that is older than the one it holds', () => {
    const hub = channelHub();
    const slow = createTimerStore({ channel: hub.open(), checks: timerChecks });
    const tab = createTimerStore({ channel: hub.open(), checks: timerChecks });
    const task = makeTask(1);
    const session = task.sessions[0] ?? makeSession(0);

    slow.commit({ mode: 'work', taskId: task.id, sessionId: session.id, endsAt: Date.now() });
    const stale = slow.getState();
    vi.advanceTimersByTime(1000);
    tab.commit({ mode: null, taskId: null, sessionId: null, endsAt: null });
    const current = tab.getState();

    // A message delayed in the channel, and one stamped in the same millisecond, change nothing.
    for (const snapshot of [stale, { ...stale, updatedAt: current.updatedAt }]) {
      hub.open().post({ snapshot, task });
      expect(tab.getState()).toEqual(current);
    }
    hub.open().post({ snapshot: { ...stale, updatedAt: current.updatedAt + 1 }, task });
    expect(tab.getState()).toMatchObject({ mode: 'work', sessionId: session.id });
  });

  it('keeps its own timer over an older one a sleeping tab left in storage', () => {
    const storage = memoryStorage();
    const tab = createTimerStore({ storage, checks: timerChecks });
    const task = makeTask(1);
    const session = task.sessions[0] ?? makeSession(0);
    tab.commit({
      mode: 'work',
      taskId: task.id,
      sessionId: session.id,
      endsAt: Date.now() + 10 * MINUTE,
    });
    const current = tab.getState();
    const older = { ...current, mode: null, sessionId: null, updatedAt: current.updatedAt - 1 };
    storage.setItem(TIMER_STORAGE_KEY, JSON.stringify(older));

    tab.refresh();
    expect(tab.getState()).toEqual(current);
    expect(secondsLeft(tab.getState(), Date.now())).toBe(10 * 60);

    storage.setItem(
      TIMER_STORAGE_KEY,
      JSON.stringify({ ...older, updatedAt: current.updatedAt + 1 }),
    );
    tab.refresh();
    expect(tab.getState()).toMatchObject({ mode: null, sessionId: null });
  });
});
