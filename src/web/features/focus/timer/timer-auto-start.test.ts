import { describe, expect, it, vi } from 'vitest';
import {
  changeOf,
  createTestTimer,
  fakeTimerApi,
  MINUTE,
  makeSession,
  makeTask,
  settle,
  uuid,
  withTimerTestClock,
} from './timer-fixtures.ts';
import { secondsLeft } from './timer-state.ts';

withTimerTestClock();

/** A task of two sessions whose first one the fake server completes, leaving the second. */
function twoSessionTask() {
  const first = makeSession(1);
  const second = makeSession(1, { id: uuid(2001), sessionOrder: 2 });
  const task = makeTask(1, first, { sessions: [first, second], totalPomodorosPlanned: 2 });
  const api = fakeTimerApi([task]);
  api.complete.mockImplementation(async () => {
    const done = { ...first, status: 'completed' as const, completed: true };
    return { task: { ...task, sessions: [done, second] }, session: done };
  });
  return { task, first, second, api };
}

async function finishFocus(timer: ReturnType<typeof createTestTimer>, minutes = 25) {
  vi.advanceTimersByTime(minutes * MINUTE);
  timer.controller.tick();
  await settle();
}

describe('a break by default', () => {
  it('waits, whole, for Start, and is recorded only once it starts', async () => {
    const { task, first, api } = twoSessionTask();
    const timer = createTestTimer({ api });
    await timer.controller.start(task, first);
    await finishFocus(timer);

    // Time passes: a waiting break keeps all of its five minutes.
    vi.advanceTimersByTime(7 * MINUTE);
    timer.controller.tick();
    expect(timer.store.getState()).toMatchObject({
      mode: 'shortBreak',
      breakWaiting: true,
      breakId: null,
    });
    expect(secondsLeft(timer.store.getState(), Date.now())).toBe(5 * 60);
    expect(api.startBreak).not.toHaveBeenCalled();

    timer.controller.resume();
    await settle();
    expect(api.startBreak).toHaveBeenCalledWith('short');
    expect(timer.store.getState()).toMatchObject({
      breakWaiting: false,
      breakId: expect.any(String),
    });
    vi.advanceTimersByTime(2 * MINUTE);
    expect(secondsLeft(timer.store.getState(), Date.now())).toBe(3 * 60);
  });

  it('can be skipped for the next session, never recorded', async () => {
    const { task, first, second, api } = twoSessionTask();
    const timer = createTestTimer({ api });
    await timer.controller.start(task, first);
    await finishFocus(timer);

    await timer.controller.start(task, second);

    expect(timer.store.getState()).toMatchObject({ mode: 'work', sessionId: second.id });
    expect(api.startBreak).not.toHaveBeenCalled();
    expect(api.endBreak).not.toHaveBeenCalled();
  });

  it('offers the next session when it ends, without starting it', async () => {
    const { task, first, api } = twoSessionTask();
    const timer = createTestTimer({ api, settings: { autoStartBreaks: true } });
    await timer.controller.start(task, first);
    await finishFocus(timer);
    await finishFocus(timer, 5);

    expect(timer.store.getState()).toMatchObject({ mode: null, breakOver: true });
    expect(api.start).toHaveBeenCalledOnce();
  });
});

describe('with the next session set to start by itself', () => {
  it("starts the task's next session when the break ends", async () => {
    const { task, first, second, api } = twoSessionTask();
    const timer = createTestTimer({
      api,
      settings: { autoStartBreaks: true, autoStartSessions: true },
    });
    await timer.controller.start(task, first);
    await finishFocus(timer);
    await finishFocus(timer, 5);

    expect(api.start).toHaveBeenLastCalledWith(second.id);
    expect(timer.store.getState()).toMatchObject({
      mode: 'work',
      sessionId: second.id,
      breakOver: false,
    });
  });

  it('stops when the task has no session left', async () => {
    const task = makeTask(1);
    const session = task.sessions[0] ?? makeSession(0);
    const api = fakeTimerApi([task]);
    const timer = createTestTimer({
      api,
      settings: { autoStartBreaks: true, autoStartSessions: true },
    });
    await timer.controller.start(task, session);
    api.complete.mockResolvedValueOnce(changeOf(task, session, 'completed'));
    await finishFocus(timer);
    await finishFocus(timer, 5);

    expect(api.start).toHaveBeenCalledOnce();
    expect(timer.store.getState().mode).toBeNull();
  });
});

describe('the sessions before a long break', () => {
  it('follow the setting', async () => {
    const tasks = [1, 2].map((n) => makeTask(n));
    const api = fakeTimerApi(tasks);
    const timer = createTestTimer({ api, settings: { pomodorosPerLongBreak: 2 } });

    const modes = [];
    for (const task of tasks) {
      await timer.controller.start(task, task.sessions[0] ?? makeSession(0));
      await finishFocus(timer);
      modes.push(timer.store.getState().mode);
    }

    expect(modes).toEqual(['shortBreak', 'longBreak']);
    expect(timer.store.getState().completedCount).toBe(0);
  });
});
