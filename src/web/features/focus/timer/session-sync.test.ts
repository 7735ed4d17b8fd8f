import { describe, expect, it, vi } from 'vitest';
import type { TimerSettings } from './timer-context.ts';
import {
  changeOf,
  createTestTimer,
  fakeTimerApi,
  MINUTE,
  makeSession,
  makeTask,
  RUNNING_BREAKS,
  withTimerTestClock,
} from './timer-fixtures.ts';
import { secondsLeft } from './timer-state.ts';

withTimerTestClock();

function setup(settings?: Partial<TimerSettings>) {
  const task = makeTask(1);
  const session = task.sessions[0] ?? makeSession(0);
  const api = fakeTimerApi([task]);
  return { task, session, api, ...createTestTimer({ api, settings }) };
}

describe('following the server (socket events and the start-up check)', () => {
  it('counts down a session started on another device from when it started there', () => {
    const { task, session, store, controller } = setup();
    const startTime = new Date(Date.now() - 4 * MINUTE).toISOString();

    controller.sessionChanged(changeOf(task, session, 'active', { startTime }));

    expect(store.getState()).toMatchObject({ mode: 'work', sessionId: session.id });
    expect(store.getState().task?.id).toBe(task.id);
    expect(secondsLeft(store.getState(), Date.now())).toBe(21 * 60);
  });

  it('keeps its own countdown for the session it already runs', async () => {
    const { task, session, store, controller } = setup();
    await controller.start(task, session);
    const endsAt = store.getState().endsAt;

    vi.advanceTimersByTime(MINUTE);
    const startTime = new Date(Date.now() - 10 * MINUTE).toISOString();
    controller.sessionChanged(changeOf(task, session, 'active', { startTime }));

    expect(store.getState().endsAt).toBe(endsAt);
  });

  it('stops when the session was stopped elsewhere', async () => {
    const { task, session, store, controller } = setup();
    await controller.start(task, session);

    controller.sessionChanged(changeOf(task, session, 'interrupted'));

    expect(store.getState().mode).toBeNull();
  });

  it('ignores a late report that the session it just finished is active', async () => {
    const { task, session, store, controller } = setup();
    await controller.start(task, session);
    vi.advanceTimersByTime(25 * MINUTE);
    controller.tick();

    controller.sessionChanged(changeOf(task, session, 'active'));

    expect(store.getState().mode).toBe('shortBreak');
  });

  it('ends a break of its own when a session starts on another device', async () => {
    const { task, session, store, controller, api } = setup(RUNNING_BREAKS);
    await controller.start(task, session);
    vi.advanceTimersByTime(25 * MINUTE);
    controller.tick();
    await vi.waitFor(() => expect(store.getState().breakId).not.toBeNull());
    const { breakId } = store.getState();
    const next = makeSession(5);

    controller.sessionChanged(changeOf(makeTask(5, next), next, 'active'));

    expect(store.getState()).toMatchObject({ mode: 'work', sessionId: next.id, breakId: null });
    expect(api.endBreak).toHaveBeenCalledWith(breakId, false);
  });

  it('clears a work timer the server no longer runs, unless it changed meanwhile', async () => {
    const { task, session, store, controller } = setup();
    await controller.start(task, session);

    controller.reconcile(null, store.getState().updatedAt - 1);
    expect(store.getState().mode).toBe('work');

    controller.reconcile(null, store.getState().updatedAt);
    expect(store.getState().mode).toBeNull();
  });

  it('takes over the running session the start-up check finds', () => {
    const { task, session, store, controller } = setup();

    controller.reconcile(changeOf(task, session, 'active'), store.getState().updatedAt);

    expect(store.getState()).toMatchObject({ mode: 'work', sessionId: session.id });
  });

  it("counts a session it starts from the click here, even when the server's report comes first", async () => {
    const { task, session, store, controller, api } = setup();
    let answer: (change: ReturnType<typeof changeOf>) => void = () => undefined;
    api.start.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const started = controller.start(task, session);
    await vi.waitFor(() => expect(api.start).toHaveBeenCalled());

    // Timed by a server clock ten minutes off: taken as it is, it would end the session early.
    const startTime = new Date(Date.now() - 10 * MINUTE).toISOString();
    controller.sessionChanged(changeOf(task, session, 'active', { startTime }));
    expect(store.getState().mode).toBeNull();

    answer(changeOf(task, session, 'active', { startTime }));
    await started;
    expect(secondsLeft(store.getState(), Date.now())).toBe(25 * 60);
  });
});
