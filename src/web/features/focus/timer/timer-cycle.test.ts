import { describe, expect, it, vi } from 'vitest';
import {
  changeOf,
  createTestTimer,
  fakeTimerApi,
  MINUTE,
  makeSession,
  makeTask,
  RUNNING_BREAKS,
  settle,
  withTimerTestClock,
} from './timer-fixtures.ts';
import { secondsLeft } from './timer-state.ts';

const left = (store: { getState(): Parameters<typeof secondsLeft>[0] }) =>
  secondsLeft(store.getState(), Date.now());

withTimerTestClock();

describe('the timer cycle', () => {
  it('runs four work sessions, each followed by a short break, the fourth by a long one', async () => {
    const tasks = [1, 2, 3, 4].map((n) => makeTask(n));
    const api = fakeTimerApi(tasks);
    const { store, controller, effects } = createTestTimer({ api, settings: RUNNING_BREAKS });

    for (const [index, task] of tasks.entries()) {
      const session = task.sessions[0] ?? makeSession(0);
      await expect(controller.start(task, session)).resolves.toBe(true);
      expect(store.getState()).toMatchObject({ mode: 'work', sessionId: session.id });
      expect(store.getState().task?.title).toBe(task.title);
      expect(left(store)).toBe(25 * 60);

      vi.advanceTimersByTime(25 * MINUTE);
      controller.tick();
      await settle();
      const long = index === 3;
      expect(api.complete).toHaveBeenLastCalledWith(session.id, task.id);
      expect(store.getState()).toMatchObject({
        mode: long ? 'longBreak' : 'shortBreak',
        completedCount: long ? 0 : index + 1,
        breakId: expect.any(String),
        outcome: { kind: 'work', sessionId: session.id, taskId: task.id, taskCompleted: true },
      });
      expect(left(store)).toBe(long ? 15 * 60 : 5 * 60);

      const breakId = store.getState().breakId;
      vi.advanceTimersByTime((long ? 15 : 5) * MINUTE);
      controller.tick();
      await settle();
      expect(store.getState()).toMatchObject({ mode: null, outcome: { kind: 'break' } });
      expect(api.endBreak).toHaveBeenLastCalledWith(breakId, true);
    }

    expect(api.startBreak.mock.calls.map(([kind]) => kind)).toEqual([
      'short',
      'short',
      'short',
      'long',
    ]);
    expect(effects.chime).toHaveBeenCalledTimes(8);
    expect(effects.notify).toHaveBeenCalledWith(
      'Pomodoro complete',
      'Well done! Time for a long break.',
    );
    expect(effects.error).not.toHaveBeenCalled();
  });

  it("uses the user's break lengths and skips notices they turned off", async () => {
    const task = makeTask(1);
    const api = fakeTimerApi([task]);
    const { store, controller, effects } = createTestTimer({ api });
    controller.configure({ breakLength: 3, longBreakLength: 20, notificationsEnabled: false });

    await controller.start(task, task.sessions[0] ?? makeSession(0));
    vi.advanceTimersByTime(25 * MINUTE);
    controller.tick();

    expect(left(store)).toBe(3 * 60);
    expect(effects.chime).toHaveBeenCalledOnce();
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it("counts down the session's own length, or what was left of it", async () => {
    const short = makeSession(1, { durationMinutes: 10 });
    const resumed = makeSession(2, { status: 'interrupted', remainingTimeSeconds: 437 });
    const tasks = [makeTask(1, short), makeTask(2, resumed)];
    const { store, controller } = createTestTimer({ api: fakeTimerApi(tasks) });

    await controller.start(tasks[0] ?? makeTask(0), short);
    expect(left(store)).toBe(10 * 60);
    expect(store.getState().totalSeconds).toBe(10 * 60);

    await controller.stop();
    await controller.start(tasks[1] ?? makeTask(0), resumed);
    expect(left(store)).toBe(437);
    expect(store.getState().totalSeconds).toBe(25 * 60);
  });

  it('loses no time over a 10-minute gap without ticks (a hidden tab, a sleep)', async () => {
    const task = makeTask(1);
    const { store, controller } = createTestTimer({ api: fakeTimerApi([task]) });
    await controller.start(task, task.sessions[0] ?? makeSession(0));

    vi.advanceTimersByTime(5 * MINUTE);
    // The system clock jumps while no timer fires.
    vi.setSystemTime(Date.now() + 10 * MINUTE);
    controller.tick();

    expect(store.getState().mode).toBe('work');
    expect(left(store)).toBe(10 * 60);
  });

  it('starts the break when the work ended, even when the tab noticed late', async () => {
    const task = makeTask(1);
    const api = fakeTimerApi([task]);
    const { store, controller } = createTestTimer({ api, settings: RUNNING_BREAKS });
    await controller.start(task, task.sessions[0] ?? makeSession(0));

    vi.setSystemTime(Date.now() + 27 * MINUTE);
    controller.tick();
    await settle();

    expect(store.getState().mode).toBe('shortBreak');
    expect(left(store)).toBe(3 * 60);
    expect(api.complete).toHaveBeenCalledOnce();
  });

  it('keeps the remaining time over a pause', async () => {
    const task = makeTask(1);
    const { store, controller } = createTestTimer({ api: fakeTimerApi([task]) });
    await controller.start(task, task.sessions[0] ?? makeSession(0));

    vi.advanceTimersByTime(5 * MINUTE + 300);
    controller.pause();
    expect(store.getState()).toMatchObject({ endsAt: null, pausedRemainingMs: 20 * MINUTE - 300 });
    vi.advanceTimersByTime(30 * MINUTE);
    controller.tick();
    expect(store.getState().mode).toBe('work');
    expect(left(store)).toBe(20 * 60);

    controller.resume();
    vi.advanceTimersByTime(MINUTE);
    expect(left(store)).toBe(19 * 60);
  });

  it('interrupts the session with the seconds left when stopped', async () => {
    const task = makeTask(1);
    const api = fakeTimerApi([task]);
    const { store, controller } = createTestTimer({ api });
    const session = task.sessions[0] ?? makeSession(0);
    await controller.start(task, session);

    vi.advanceTimersByTime(4 * MINUTE + 30_000);
    await controller.stop();

    expect(api.interrupt).toHaveBeenCalledWith(session.id, 20 * 60 + 30);
    expect(store.getState()).toMatchObject({ mode: null, sessionId: null, endsAt: null });
    expect(store.getState().lastUpdatedTask?.sessions[0]?.status).toBe('interrupted');
  });

  it('ends a break early as not completed when stopped', async () => {
    const task = makeTask(1);
    const api = fakeTimerApi([task]);
    const { store, controller } = createTestTimer({ api, settings: RUNNING_BREAKS });
    await controller.start(task, task.sessions[0] ?? makeSession(0));
    vi.advanceTimersByTime(25 * MINUTE);
    controller.tick();
    await settle();
    const { breakId } = store.getState();

    await controller.stop();

    expect(store.getState().mode).toBeNull();
    expect(api.endBreak).toHaveBeenCalledWith(breakId, false);
  });

  it('follows a completion made on another device into the same break', async () => {
    const task = makeTask(1);
    const api = fakeTimerApi([task]);
    const { store, controller } = createTestTimer({ api });
    const session = task.sessions[0] ?? makeSession(0);
    await controller.start(task, session);

    vi.advanceTimersByTime(25 * MINUTE - 400);
    controller.sessionChanged(changeOf(task, session, 'completed'));

    expect(store.getState()).toMatchObject({ mode: 'shortBreak', completedCount: 1 });
    expect(store.getState().outcome).toMatchObject({ kind: 'work', sessionId: session.id });
    // That device records the session and the break; this one does not do it twice.
    expect(api.complete).not.toHaveBeenCalled();
    expect(api.startBreak).not.toHaveBeenCalled();
  });
});
