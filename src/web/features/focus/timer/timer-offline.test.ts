import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_CODE } from '../../../lib/api-client.ts';
import { apiError } from '../../../test/api-errors.ts';
import {
  changeOf,
  createTestTimer,
  fakeTimerApi,
  MINUTE,
  makeSession,
  makeTask,
  memoryStorage,
  settle,
  withTimerTestClock,
} from './timer-fixtures.ts';
import { isPaused, secondsLeft } from './timer-state.ts';

const offline = () => apiError(NETWORK_ERROR_CODE, 'Offline');

withTimerTestClock();

/** A session running for `minutes` on a timer whose server is reachable until told otherwise. */
async function running(minutes = 5, storage = memoryStorage()) {
  const task = makeTask(1);
  const session = task.sessions[0] ?? makeSession(0);
  const api = fakeTimerApi([task]);
  const timer = createTestTimer({ api, storage });
  await timer.controller.start(task, session);
  vi.advanceTimersByTime(minutes * MINUTE);
  return { ...timer, api, task, session, storage };
}

function goOffline(api: ReturnType<typeof fakeTimerApi>) {
  for (const call of [api.start, api.interrupt, api.active]) call.mockRejectedValue(offline());
}

function comeBack(api: ReturnType<typeof fakeTimerApi>) {
  for (const call of [api.start, api.interrupt, api.active]) call.mockReset();
  const fresh = fakeTimerApi([makeTask(1)]);
  api.start.mockImplementation(fresh.start);
  api.interrupt.mockImplementation(fresh.interrupt);
  api.active.mockImplementation(fresh.active);
}

describe('changes made while the server cannot be reached', () => {
  it('keeps a pause, through a reload, and sends it when the server answers again', async () => {
    const { api, controller, store, session, storage } = await running();
    goOffline(api);

    controller.pause();
    await settle();
    expect(isPaused(store.getState())).toBe(true);
    expect(store.getState().unsynced).toMatchObject({ action: 'pause', failed: true });

    // A reload while still offline: the pause and its pending change are both still there.
    store.dispose();
    const reloaded = createTestTimer({ api, storage });
    expect(reloaded.store.getState()).toMatchObject({
      confirmed: true,
      unsynced: { sessionId: session.id, action: 'pause', failed: true },
    });
    await expect(reloaded.controller.check()).rejects.toThrow('Offline');

    comeBack(api);
    await expect(reloaded.controller.check()).resolves.toBe(true);
    expect(api.interrupt).toHaveBeenCalledWith(session.id, 20 * 60);
    expect(reloaded.store.getState().unsynced).toBeNull();
    expect(isPaused(reloaded.store.getState())).toBe(true);
  });

  it('stops at once and sends the stop later', async () => {
    const { api, controller, store, session, effects } = await running(4);
    goOffline(api);

    // False: kept for later; the server does not have it yet.
    await expect(controller.stop()).resolves.toBe(false);
    expect(store.getState()).toMatchObject({
      mode: null,
      unsynced: { sessionId: session.id, action: 'stop', remainingSeconds: 21 * 60, failed: true },
    });
    expect(effects.error).not.toHaveBeenCalled();

    vi.advanceTimersByTime(10 * MINUTE);
    comeBack(api);
    await controller.check();
    // The seconds left when Stop was pressed, not when the server heard of it.
    expect(api.interrupt).toHaveBeenCalledWith(session.id, 21 * 60);
    expect(store.getState()).toMatchObject({ mode: null, unsynced: null });
  });

  it('restarts a session paused and resumed offline from the time left here', async () => {
    const { api, controller, store, task, session } = await running(5);
    goOffline(api);
    controller.pause();
    vi.advanceTimersByTime(3 * MINUTE);
    controller.resume();
    await settle();
    vi.advanceTimersByTime(MINUTE);

    comeBack(api);
    api.active.mockResolvedValue(changeOf(task, session, 'active'));
    await controller.check();

    // Every device then counts down to this one's end: 25 - 5 - 1 minutes left.
    expect(api.interrupt).toHaveBeenCalledWith(session.id, 19 * 60);
    expect(api.start).toHaveBeenCalledWith(session.id);
    expect(api.interrupt.mock.invocationCallOrder[0]).toBeLessThan(
      api.start.mock.invocationCallOrder[0] ?? 0,
    );
    expect(secondsLeft(store.getState(), Date.now())).toBe(19 * 60);
    expect(store.getState().unsynced).toBeNull();
  });

  it('resumes on the server a session paused there and resumed offline', async () => {
    const { api, controller, store, session } = await running(5);
    controller.pause();
    await settle();
    expect(api.interrupt).toHaveBeenCalledOnce();
    goOffline(api);
    controller.resume();
    await settle();
    expect(store.getState().unsynced).toMatchObject({
      action: 'resume',
      serverStatus: 'interrupted',
    });

    comeBack(api);
    await controller.check();

    expect(api.interrupt).not.toHaveBeenCalled();
    expect(api.start).toHaveBeenCalledWith(session.id);
    expect(store.getState().unsynced).toBeNull();
  });

  it('sends a resume kept offline before completing the session it let run to its end', async () => {
    const { api, controller, store, effects } = await running(5);
    controller.pause();
    await settle();
    goOffline(api);
    controller.resume();
    await settle();

    comeBack(api);
    vi.advanceTimersByTime(20 * MINUTE);
    controller.tick();
    await settle();

    expect(api.start).toHaveBeenCalledOnce();
    expect(api.start.mock.invocationCallOrder[0]).toBeLessThan(
      api.complete.mock.invocationCallOrder[0] ?? 0,
    );
    expect(store.getState()).toMatchObject({ mode: 'shortBreak', unsynced: null });
    expect(effects.error).not.toHaveBeenCalled();
  });

  it('drops a change the server refuses, says so, and follows the server', async () => {
    const { api, controller, store, effects } = await running();
    goOffline(api);
    controller.pause();
    await settle();

    // Meanwhile another device completed the session: the pause can no longer be taken.
    api.interrupt.mockRejectedValue(apiError('tasks.session_not_running'));
    api.active.mockResolvedValue(null);
    await expect(controller.check()).resolves.toBe(true);

    expect(store.getState()).toMatchObject({ mode: null, unsynced: null });
    expect(effects.error).toHaveBeenCalledWith(
      'Pause not saved: the session changed on another device.',
    );
  });

  it("does not override another device's stop that came after what it last heard", async () => {
    const { api, controller, store, task, session } = await running(5);
    goOffline(api);
    controller.pause();
    await settle();

    // The server answers with the session as another device left it: stopped, 12 minutes left.
    comeBack(api);
    api.interrupt.mockResolvedValueOnce(
      changeOf(task, session, 'interrupted', { remainingTimeSeconds: 12 * 60 }),
    );
    await controller.check();

    expect(api.interrupt).toHaveBeenCalledOnce();
    expect(api.start).not.toHaveBeenCalled();
    expect(store.getState().unsynced).toBeNull();
    expect(secondsLeft(store.getState(), Date.now())).toBe(12 * 60);
  });

  it('stops a paused session without a call: the server holds it stopped already', async () => {
    const { api, controller, store } = await running();
    controller.pause();
    await settle();
    goOffline(api);

    await controller.stop();

    expect(api.interrupt).toHaveBeenCalledOnce();
    expect(store.getState()).toMatchObject({ mode: null, unsynced: null });
  });

  it('keeps a change refused because the user was signed out', async () => {
    const { api, controller, store } = await running();
    api.interrupt.mockRejectedValue(apiError('auth.unauthorized'));

    controller.pause();
    await settle();

    expect(store.getState().unsynced).toMatchObject({ action: 'pause', failed: true });
  });

  it('leaves the sending to the leading tab', async () => {
    const storage = memoryStorage();
    const { api, controller, store } = await running(5, storage);
    goOffline(api);
    controller.pause();
    await settle();
    store.dispose();
    comeBack(api);

    const follower = createTestTimer({ api, storage, leader: false });
    await expect(follower.controller.check()).resolves.toBe(false);

    expect(api.interrupt).not.toHaveBeenCalled();
    expect(follower.store.getState().unsynced).not.toBeNull();
  });

  it("is not undone by the server's word from before it", async () => {
    const storage = memoryStorage();
    const { api, controller, store, task, session } = await running(5, storage);
    goOffline(api);
    await controller.stop();
    store.dispose();

    // Another tab leads (and will send the stop); this one hears the server still runs it.
    comeBack(api);
    api.active.mockResolvedValue(changeOf(task, session, 'active'));
    const follower = createTestTimer({ api, storage, leader: false });
    await follower.controller.check();

    expect(follower.store.getState()).toMatchObject({ mode: null, unsynced: { action: 'stop' } });
  });

  it('sends a change still unsent before it starts another session', async () => {
    const { api, controller, store, session } = await running();
    goOffline(api);
    await controller.stop();
    comeBack(api);
    const other = makeTask(2);
    api.start.mockResolvedValue(changeOf(other, other.sessions[0] ?? makeSession(0), 'active'));

    await controller.start(other, other.sessions[0] ?? makeSession(0));

    expect(api.interrupt).toHaveBeenCalledWith(session.id, 20 * 60);
    expect(api.interrupt.mock.invocationCallOrder[0]).toBeLessThan(
      api.start.mock.invocationCallOrder[0] ?? 0,
    );
    expect(store.getState()).toMatchObject({ mode: 'work', taskId: other.id, unsynced: null });
  });
});
