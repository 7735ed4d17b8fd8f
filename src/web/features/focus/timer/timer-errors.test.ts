import { describe, expect, it, vi } from 'vitest';
import {
  ANOTHER_SESSION_ACTIVE,
  SESSION_NOT_FOUND,
} from '../../../../shared/domain/session-status.ts';
import { NETWORK_ERROR_CODE } from '../../../lib/api-client.ts';
import { apiError } from '../../../test/api-errors.ts';
import {
  createTestTimer,
  fakeTimerApi,
  MINUTE,
  makeSession,
  makeTask,
  settle,
  withTimerTestClock,
} from './timer-fixtures.ts';

withTimerTestClock();

async function running() {
  const task = makeTask(1);
  const api = fakeTimerApi([task]);
  const timer = createTestTimer({ api });
  const session = task.sessions[0] ?? makeSession(0);
  await timer.controller.start(task, session);
  return { ...timer, api, task, session };
}

describe('timer errors', () => {
  it('refuses to start a task that is still being created', async () => {
    const task = makeTask(1, makeSession(1, { id: 'temp-1' }));
    const api = fakeTimerApi([task]);
    const { controller, effects, store } = createTestTimer({ api });

    await expect(controller.start(task, task.sessions[0] ?? makeSession(0))).resolves.toBe(false);

    expect(effects.error).toHaveBeenCalledWith(
      'Pomodoro system is not ready to start. Please wait while the task is being created...',
    );
    expect(api.start).not.toHaveBeenCalled();
    expect(store.getState().mode).toBeNull();
  });

  it('names a missing session and a session already running elsewhere', async () => {
    const task = makeTask(1);
    const api = fakeTimerApi([task]);
    const { controller, effects, store } = createTestTimer({ api });
    const session = task.sessions[0] ?? makeSession(0);

    api.start.mockRejectedValueOnce(apiError('tasks.session_not_found', 'Not found'));
    await controller.start(task, session);
    expect(effects.error).toHaveBeenLastCalledWith(SESSION_NOT_FOUND);

    api.start.mockRejectedValueOnce(
      apiError('tasks.another_session_active', ANOTHER_SESSION_ACTIVE),
    );
    await controller.start(task, session);
    expect(effects.error).toHaveBeenLastCalledWith(ANOTHER_SESSION_ACTIVE);
    expect(store.getState().mode).toBeNull();
  });

  it('stops the timer when the server refuses to complete the session', async () => {
    const { api, controller, effects, store } = await running();
    api.complete.mockRejectedValueOnce(apiError('tasks.session_not_found'));

    vi.advanceTimersByTime(25 * MINUTE);
    controller.tick();
    await settle();

    expect(effects.error).toHaveBeenCalledWith('Failed to complete Pomodoro session.');
    expect(store.getState().mode).toBeNull();
    expect(api.startBreak).not.toHaveBeenCalled();
    // Not remembered as finished: if the server still runs it, the next reconcile picks it up.
    expect(store.getState().finishedSessionId).toBeNull();
  });

  it('retries a completion the network lost, then goes on', async () => {
    const task = makeTask(1);
    const api = fakeTimerApi([task]);
    const { controller, store, effects } = createTestTimer({ api, retryDelays: [1000] });
    await controller.start(task, task.sessions[0] ?? makeSession(0));
    api.complete.mockRejectedValueOnce(apiError(NETWORK_ERROR_CODE, 'Offline'));

    vi.advanceTimersByTime(25 * MINUTE);
    controller.tick();
    await vi.advanceTimersByTimeAsync(1000);
    await settle();

    expect(api.complete).toHaveBeenCalledTimes(2);
    expect(effects.error).not.toHaveBeenCalled();
    // Completed at last: the break comes, waiting for Start as breaks do by default.
    expect(store.getState()).toMatchObject({ mode: 'shortBreak', breakWaiting: true });
  });

  it('stops the timer when the server no longer knows the session it interrupts', async () => {
    const { api, controller, effects, store } = await running();
    api.interrupt.mockRejectedValueOnce(
      apiError('tasks.session_not_running', 'This session is not running.'),
    );

    await controller.stop();

    expect(effects.error).toHaveBeenCalledWith('Failed to finalize Pomodoro session.');
    expect(store.getState().mode).toBeNull();
  });
});
