import { describe, expect, it, vi } from 'vitest';
import {
  channelHub,
  createTestTimer,
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

describe('the timer store', () => {
  it('restores a running timer after a reload (a new store on the same storage)', async () => {
    const storage = memoryStorage();
    const task = makeTask(1);
    const before = createTestTimer({ api: fakeTimerApi([task]), storage });
    await before.controller.start(task, task.sessions[0] ?? makeSession(0));
    vi.advanceTimersByTime(3 * MINUTE);
    before.store.dispose();

    vi.advanceTimersByTime(2_000);
    const after = createTimerStore({ storage, checks: timerChecks });

    expect(after.getState()).toMatchObject({
      mode: 'work',
      taskId: task.id,
      sessionId: task.sessions[0]?.id,
    });
    expect(secondsLeft(after.getState(), Date.now())).toBe(22 * 60 - 2);
  });

  it('restores a paused timer with the time it had left', async () => {
    const storage = memoryStorage();
    const task = makeTask(1);
    const before = createTestTimer({ api: fakeTimerApi([task]), storage });
    await before.controller.start(task, task.sessions[0] ?? makeSession(0));
    vi.advanceTimersByTime(MINUTE);
    before.controller.pause();

    vi.advanceTimersByTime(60 * MINUTE);
    const after = createTimerStore({ storage, checks: timerChecks });

    expect(after.getState().endsAt).toBeNull();
    expect(secondsLeft(after.getState(), Date.now())).toBe(24 * 60);
  });

  it('stores ids and timestamps only: no titles, nothing secret', async () => {
    const storage = memoryStorage();
    const task = makeTask(1, makeSession(1), { title: 'Secret plans', description: 'Hidden' });
    const { controller } = createTestTimer({ api: fakeTimerApi([task]), storage });
    await controller.start(task, task.sessions[0] ?? makeSession(0));

    const stored = storage.data.get(TIMER_STORAGE_KEY) ?? '';
    expect(stored).toContain(task.id);
    expect(stored).not.toMatch(/Secret plans|Hidden|title/);
  });

  it('still loads a timer stored before changes were kept while offline', async () => {
    const storage = memoryStorage();
    const task = makeTask(1);
    const { controller } = createTestTimer({ api: fakeTimerApi([task]), storage });
    await controller.start(task, task.sessions[0] ?? makeSession(0));
    const { unsynced, breakOver, ...older } = JSON.parse(storage.getItem(TIMER_STORAGE_KEY) ?? '');
    storage.setItem(TIMER_STORAGE_KEY, JSON.stringify(older));

    expect(createTimerStore({ storage, checks: timerChecks }).getState()).toMatchObject({
      mode: 'work',
      unsynced: null,
      breakOver: false,
    });
  });

  it('ignores stored data it does not recognise', () => {
    const storage = memoryStorage();
    storage.setItem(TIMER_STORAGE_KEY, JSON.stringify({ mode: 'party', endsAt: 'soon' }));

    expect(createTimerStore({ storage, checks: timerChecks }).getState().mode).toBeNull();
  });

  it('holds no timer until its checks come, showing a stored one as being checked', async () => {
    const storage = memoryStorage();
    const task = makeTask(1);
    const before = createTestTimer({ api: fakeTimerApi([task]), storage });
    await before.controller.start(task, task.sessions[0] ?? makeSession(0));
    before.store.dispose();

    const after = createTimerStore({ storage });
    expect(after.getState()).toMatchObject({ mode: null, restoring: true });
    after.refresh();
    expect(after.getState().mode).toBeNull();

    after.restore(timerChecks);
    expect(after.getState()).toMatchObject({
      mode: 'work',
      taskId: task.id,
      restoring: false,
      confirmed: false,
    });
  });

  it('shows nothing as being checked when no timer was stored, or nothing it can read', () => {
    const storage = memoryStorage();
    expect(createTimerStore({ storage }).getState().restoring).toBe(false);
    storage.setItem(TIMER_STORAGE_KEY, JSON.stringify({ mode: null, userId: 'u1' }));
    expect(createTimerStore({ storage }).getState().restoring).toBe(false);
    storage.setItem(TIMER_STORAGE_KEY, '{not json');
    expect(createTimerStore({ storage }).getState().restoring).toBe(false);

    storage.setItem(TIMER_STORAGE_KEY, JSON.stringify({ mode: 'party', endsAt: 'soon' }));
    const store = createTimerStore({ storage });
    expect(store.getState().restoring).toBe(true);
    store.restore(timerChecks);
    expect(store.getState()).toMatchObject({ mode: null, restoring: false, confirmed: true });
  });

  it("takes another tab's timer that came before its checks, once it has them", async () => {
    const hub = channelHub();
    const task = makeTask(1);
    const tab = createTimerStore({ channel: hub.open() });
    const other = createTestTimer({ api: fakeTimerApi([task]), channel: hub.open() });

    await other.controller.start(task, task.sessions[0] ?? makeSession(0));
    expect(tab.getState().mode).toBeNull();

    tab.restore(timerChecks);
    expect(tab.getState()).toMatchObject({ mode: 'work', taskId: task.id });
    expect(tab.getState().task?.title).toBe('Task 1');
  });

  it('keeps two tabs in step: start, pause, stop and the phase the leader ends', async () => {
    const storage = memoryStorage();
    const hub = channelHub();
    const task = makeTask(1);
    const api = fakeTimerApi([task]);
    const leader = createTestTimer({ api, storage, channel: hub.open() });
    const follower = createTestTimer({ api, storage, channel: hub.open(), leader: false });
    const session = task.sessions[0] ?? makeSession(0);

    await follower.controller.start(task, session);
    expect(follower.leadership.claim).toHaveBeenCalled();
    expect(leader.store.getState()).toMatchObject({ mode: 'work', sessionId: session.id });
    expect(leader.store.getState().task?.title).toBe('Task 1');

    vi.advanceTimersByTime(MINUTE);
    leader.controller.pause();
    expect(follower.store.getState().pausedRemainingMs).toBe(24 * MINUTE);
    follower.controller.resume();
    expect(leader.store.getState().endsAt).toBe(Date.now() + 24 * MINUTE);

    vi.advanceTimersByTime(24 * MINUTE);
    follower.controller.tick();
    leader.controller.tick();
    await settle();
    // Only the leading tab completes the session, chimes and records the break.
    expect(api.complete).toHaveBeenCalledOnce();
    expect(follower.effects.chime).not.toHaveBeenCalled();
    expect(leader.effects.chime).toHaveBeenCalledOnce();
    expect(follower.store.getState()).toMatchObject({
      mode: 'shortBreak',
      breakId: leader.store.getState().breakId,
    });

    await follower.controller.stop();
    expect(leader.store.getState().mode).toBeNull();
  });

  it('forgets a timer another account left in this browser', async () => {
    const storage = memoryStorage();
    const task = makeTask(1);
    const { store, controller } = createTestTimer({ api: fakeTimerApi([task]), storage });
    store.bindUser('ada');
    await controller.start(task, task.sessions[0] ?? makeSession(0));

    store.bindUser('ada');
    expect(store.getState().mode).toBe('work');
    store.bindUser('grace');
    expect(store.getState()).toMatchObject({ mode: null, userId: 'grace', task: null });
  });

  it('replaces the active task when it is updated, and always remembers the last update', async () => {
    const [first, second] = [makeTask(1), makeTask(2)];
    const { store, controller } = createTestTimer({ api: fakeTimerApi([first, second]) });
    await controller.start(first, first.sessions[0] ?? makeSession(0));

    store.taskUpdated({ ...first, title: 'Renamed' });
    store.taskUpdated(second);

    expect(store.getState().task?.title).toBe('Renamed');
    expect(store.getState().lastUpdatedTask).toBe(second);
  });
});
