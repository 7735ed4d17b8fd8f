import { describe, expect, it, vi } from 'vitest';
import {
  changeOf,
  createTestTimer,
  fakeTimerApi,
  MINUTE,
  makeSession,
  makeTask,
  settle,
  withTimerTestClock,
} from './timer-fixtures.ts';
import { isPaused, secondsLeft } from './timer-state.ts';

withTimerTestClock();

describe('pausing a focus session', () => {
  it('interrupts it on the server with the time left, and starts it again on resume', async () => {
    const task = makeTask(1);
    const session = task.sessions[0] ?? makeSession(0);
    const api = fakeTimerApi([task]);
    const { controller, store } = createTestTimer({ api });
    await controller.start(task, session);

    vi.advanceTimersByTime(10 * MINUTE);
    controller.pause();
    await settle();
    expect(api.interrupt).toHaveBeenCalledWith(session.id, 15 * 60);

    // The server's own report of the interruption, and an empty start-up check, keep the pause.
    controller.sessionChanged(
      changeOf(task, session, 'interrupted', { remainingTimeSeconds: 900 }),
    );
    controller.reconcile(null, store.getState().updatedAt);
    expect(isPaused(store.getState())).toBe(true);

    vi.advanceTimersByTime(5 * MINUTE);
    controller.resume();
    await settle();
    expect(api.start).toHaveBeenCalledTimes(2);
    expect(secondsLeft(store.getState(), Date.now())).toBe(15 * 60);
  });
});
