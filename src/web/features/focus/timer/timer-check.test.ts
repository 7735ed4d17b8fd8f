import { describe, expect, it, vi } from 'vitest';
import {
  changeOf,
  createTestTimer,
  fakeTimerApi,
  MINUTE,
  makeSession,
  makeTask,
  memoryStorage,
  RUNNING_BREAKS,
  settle,
  withTimerTestClock,
} from './timer-fixtures.ts';

withTimerTestClock();

/** A session left running in storage by an earlier visit, and a new visit on that storage. */
async function earlierVisit(minutesAway: number) {
  const storage = memoryStorage();
  const task = makeTask(1);
  const session = task.sessions[0] ?? makeSession(0);
  const api = fakeTimerApi([task]);
  const before = createTestTimer({ api, storage });
  await before.controller.start(task, session);
  before.store.dispose();
  vi.advanceTimersByTime(minutesAway * MINUTE);
  api.start.mockClear();
  return { api, task, session, visit: createTestTimer({ api, storage }) };
}

describe('a timer from an earlier visit', () => {
  it('waits for the server before it shows, plays or ends anything', async () => {
    const { api, visit } = await earlierVisit(30);
    expect(visit.store.getState()).toMatchObject({ mode: 'work', confirmed: false });

    // Due long ago, but it may have been stopped elsewhere: nothing is completed on its word.
    visit.controller.tick();
    await settle();
    expect(api.complete).not.toHaveBeenCalled();
    expect(visit.effects.chime).not.toHaveBeenCalled();
  });

  it('goes without ever showing when the server runs nothing', async () => {
    const { visit } = await earlierVisit(3);

    await visit.controller.check();

    expect(visit.store.getState()).toMatchObject({ mode: null, confirmed: true });
  });

  it('shows, counting on, once the server confirms it', async () => {
    const { api, task, session, visit } = await earlierVisit(3);
    api.active.mockResolvedValue(changeOf(task, session, 'active'));

    await visit.controller.check();

    expect(visit.store.getState()).toMatchObject({
      mode: 'work',
      sessionId: session.id,
      confirmed: true,
    });
  });

  it('stays unconfirmed while the server cannot be reached', async () => {
    const { api, visit } = await earlierVisit(3);
    api.active.mockRejectedValue(new Error('Offline'));

    await expect(visit.controller.check()).rejects.toThrow('Offline');

    expect(visit.store.getState().confirmed).toBe(false);
  });

  it('has nothing to confirm when nothing was stored', () => {
    const { store } = createTestTimer({ api: fakeTimerApi([]) });
    expect(store.getState().confirmed).toBe(true);
  });
});

describe('the end of a break', () => {
  async function breakOver() {
    const task = makeTask(1, makeSession(1), {
      sessions: [makeSession(1), makeSession(1, { id: makeSession(2).id, sessionOrder: 2 })],
    });
    const api = fakeTimerApi([task]);
    const timer = createTestTimer({ api, settings: RUNNING_BREAKS });
    await timer.controller.start(task, task.sessions[0] ?? makeSession(0));
    vi.advanceTimersByTime(25 * MINUTE);
    timer.controller.tick();
    await settle();
    vi.advanceTimersByTime(5 * MINUTE);
    timer.controller.tick();
    return { ...timer, api, task };
  }

  it('offers the next session of the same task, until dismissed', async () => {
    const { store, controller, task } = await breakOver();
    expect(store.getState()).toMatchObject({ mode: null, breakOver: true, taskId: task.id });

    controller.dismissOffer();

    expect(store.getState()).toMatchObject({ mode: null, breakOver: false, taskId: null });
  });

  it('ends the offer when a session starts', async () => {
    const { store, controller, task } = await breakOver();
    const next = task.sessions[1] ?? makeSession(0);

    await controller.start(task, next);

    expect(store.getState()).toMatchObject({ mode: 'work', sessionId: next.id, breakOver: false });
  });

  it('offers nothing after a break that was stopped', async () => {
    const task = makeTask(1);
    const { store, controller } = createTestTimer({
      api: fakeTimerApi([task]),
      settings: RUNNING_BREAKS,
    });
    await controller.start(task, task.sessions[0] ?? makeSession(0));
    vi.advanceTimersByTime(25 * MINUTE);
    controller.tick();
    await settle();

    await controller.stop();

    expect(store.getState()).toMatchObject({ mode: null, breakOver: false });
  });
});
