import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionChange } from '../../../shared/focus.schemas.ts';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';

type Who = { cookie: string; userId: string };

/** The Pomodoro length is the length of the next session the timer runs, on every task. */
describe.each(testDatabases())('the Pomodoro length on $name', (database) => {
  let app: App;
  let people = 0;

  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app } = running);
  });

  const person = () => createUser(app, `length-${++people}@example.com`);
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const newTask = async (who: Who, minutes: number): Promise<Task> =>
    (await call(who, 'POST', '/api/tasks', { title: `Task of ${minutes}`, minutes })).json();
  const setLength = (who: Who, pomodoroLength: number) =>
    call(who, 'PUT', '/api/preferences', { pomodoroLength });
  const start = async (who: Who, id: string): Promise<SessionChange> => {
    const response = await call(who, 'POST', `/api/sessions/${id}/start`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const minutesOf = (task: Task) => task.sessions.map((session) => session.durationMinutes);

  it('runs the length saved after the task was made, splitting what is left with it', async () => {
    const ada = await person();
    const task = await newTask(ada, 15);
    expect(minutesOf(task)).toEqual([15]);
    await setLength(ada, 5);

    const started = await start(ada, task.sessions[0]?.id ?? '');

    expect(started.session).toMatchObject({ status: 'active', durationMinutes: 5 });
    expect(minutesOf(started.task)).toEqual([5, 5, 5]);
    expect(started.task.sessions.map((session) => session.sessionOrder)).toEqual([1, 2, 3]);
    expect(started.task.totalPomodorosPlanned).toBe(3);
    // The whole task is read back the same way.
    const read: Task = (await call(ada, 'GET', `/api/tasks/${task.id}`)).json();
    expect(minutesOf(read)).toEqual([5, 5, 5]);
  });

  it('joins the sessions left when the length grows, keeping those already done', async () => {
    const bob = await person();
    const task = await newTask(bob, 100);
    const [first, second] = task.sessions;
    if (!first || !second) throw new Error('expected sessions');
    await start(bob, first.id);
    await call(bob, 'POST', `/api/sessions/${first.id}/complete`, { taskId: task.id });
    await setLength(bob, 50);

    const started = await start(bob, second.id);

    expect(started.session).toMatchObject({ id: second.id, durationMinutes: 50 });
    expect(started.task.sessions.map((s) => [s.sessionOrder, s.status, s.durationMinutes])).toEqual(
      [
        [1, 'completed', 25],
        [2, 'active', 50],
        [3, 'pending', 25],
      ],
    );
    expect(started.task).toMatchObject({ totalPomodorosPlanned: 3, pomodorosCompletedCount: 1 });
  });

  it('makes at most 20 sessions of a task, longer ones past that', async () => {
    const carol = await person();
    await setLength(carol, 1);

    const task = await newTask(carol, 90);

    expect(minutesOf(task)).toEqual(Array.from({ length: 18 }, () => 5));
    expect(task.totalPomodorosPlanned).toBe(18);
  });

  it('resumes a paused session with the time it had left, whatever the length now', async () => {
    const dan = await person();
    const task = await newTask(dan, 25);
    const [only] = task.sessions;
    if (!only) throw new Error('expected a session');
    await start(dan, only.id);
    await call(dan, 'POST', `/api/sessions/${only.id}/interrupt`, { remainingSeconds: 600 });
    await setLength(dan, 5);

    const resumed = await start(dan, only.id);

    expect(resumed.session).toMatchObject({ durationMinutes: 25, remainingTimeSeconds: 600 });
    expect(minutesOf(resumed.task)).toEqual([25]);
  });
});
