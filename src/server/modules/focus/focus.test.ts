import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionChange } from '../../../shared/focus.schemas.ts';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { userSubscriptions } from '../../schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';

type Who = { cookie: string; userId: string };

describe.each(testDatabases())('focus sessions on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let ada: Who;
  let bob: Who;

  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app, handle } = running);
    ada = await createUser(app, 'ada@example.com');
    bob = await createUser(app, 'bob@example.com');
  });

  const call = (
    who: Who,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const newTask = async (who: Who, minutes: number): Promise<Task> =>
    (await call(who, 'POST', '/api/tasks', { title: `Task of ${minutes}`, minutes })).json();
  const start = (who: Who, id: string) => call(who, 'POST', `/api/sessions/${id}/start`);
  const interrupt = (who: Who, id: string, remainingSeconds: number) =>
    call(who, 'POST', `/api/sessions/${id}/interrupt`, { remainingSeconds });
  const complete = (who: Who, id: string, taskId: string) =>
    call(who, 'POST', `/api/sessions/${id}/complete`, { taskId });

  it('keeps a task the user ticked done while its session ran done when the session ends', async () => {
    const task = await newTask(ada, 50);
    const [first] = task.sessions;
    if (!first) throw new Error('expected a session');
    expect((await start(ada, first.id)).statusCode).toBe(200);
    const ticked = await call(ada, 'PUT', `/api/tasks/${task.id}/completion`, { completed: true });
    expect(ticked.json()).toMatchObject({ completed: true });
    const done: SessionChange = (await complete(ada, first.id, task.id)).json();
    expect(done.task).toMatchObject({ completed: true, pomodorosCompletedCount: 1 });
  });

  it('starts, interrupts, resumes and completes a session, keeping the task totals right', async () => {
    const task = await newTask(ada, 35);
    const [first, second] = task.sessions;
    if (!first || !second) throw new Error('expected two sessions');

    // Once the AI help has changed the task, only the session changes it.
    let before = task;
    while (before.aiStatus === 'processing') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      before = (await call(ada, 'GET', `/api/tasks/${task.id}`)).json();
    }
    // Apart by a few milliseconds, so each change has a later time than the one before.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    await pause();
    const started = await start(ada, first.id);
    expect(started.statusCode).toBe(200);
    expect((started.json() as SessionChange).session).toMatchObject({ status: 'active' });
    expect((started.json() as SessionChange).session.startTime).not.toBeNull();
    // The task changed with its session, so clients can tell the newer copy from an older one.
    expect((started.json() as SessionChange).task.updatedAt > before.updatedAt).toBe(true);
    expect((await call(ada, 'GET', '/api/sessions/active')).json()).toMatchObject({
      session: { id: first.id, status: 'active' },
      task: { id: task.id },
    });

    await pause();
    const stopped: SessionChange = (await interrupt(ada, first.id, 600)).json();
    expect(stopped.session).toMatchObject({
      status: 'interrupted',
      remainingTimeSeconds: 600,
      interruptionsCount: 1,
    });
    expect(stopped.session.endTime).not.toBeNull();
    expect(stopped.task.updatedAt > (started.json() as SessionChange).task.updatedAt).toBe(true);
    // A second Stop (another tab) changes nothing.
    expect((await interrupt(ada, first.id, 500)).json().session).toMatchObject({
      remainingTimeSeconds: 600,
    });
    expect((await call(ada, 'GET', '/api/sessions/active')).json()).toBeNull();

    const resumed: SessionChange = (await start(ada, first.id)).json();
    expect(resumed.session).toMatchObject({ status: 'active', remainingTimeSeconds: 600 });

    const done: SessionChange = (await complete(ada, first.id, task.id)).json();
    expect(done.session).toMatchObject({
      status: 'completed',
      completed: true,
      focusMinutes: 25,
      remainingTimeSeconds: 0,
    });
    expect(done.task).toMatchObject({
      completed: false,
      pomodorosCompletedCount: 1,
      focusTimeCompletedMinutes: 25,
    });

    expect((await interrupt(ada, first.id, 100)).json()).toMatchObject({
      statusCode: 409,
      code: 'tasks.session_not_running',
    });
    const again: SessionChange = (await complete(ada, first.id, task.id)).json();
    expect(again.task).toMatchObject({ pomodorosCompletedCount: 1, focusTimeCompletedMinutes: 25 });
    expect((await start(ada, first.id)).json()).toMatchObject({
      statusCode: 409,
      code: 'tasks.session_already_completed',
    });

    await start(ada, second.id);
    const last: SessionChange = (await complete(ada, second.id, task.id)).json();
    expect(last.task).toMatchObject({
      completed: true,
      pomodorosCompletedCount: 2,
      focusTimeCompletedMinutes: 35,
    });
  });

  it("keeps at most the session's length as the time left when it is interrupted", async () => {
    const task = await newTask(ada, 10);
    const session = task.sessions[0];
    if (!session) throw new Error('expected a session');
    await start(ada, session.id);

    const stopped: SessionChange = (await interrupt(ada, session.id, 5000)).json();
    expect(stopped.session).toMatchObject({ status: 'interrupted', remainingTimeSeconds: 600 });
    const resumed: SessionChange = (await start(ada, session.id)).json();
    expect(resumed.session).toMatchObject({ status: 'active', remainingTimeSeconds: 600 });
    await interrupt(ada, session.id, 0);
  });

  it('allows one running session per user, across every tab and device', async () => {
    const one = await newTask(bob, 25);
    const two = await newTask(bob, 25);
    const ids = [one.sessions[0]?.id ?? '', two.sessions[0]?.id ?? ''];
    const answers = await Promise.all(ids.map((id) => start(bob, id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().code).toBe('tasks.another_session_active');
    expect(refused?.json().message).toBe(
      'Another focus session is already running. Stop it or let it finish before starting this one.',
    );
    const running = answers.find((answer) => answer.statusCode === 200)?.json() as SessionChange;
    await interrupt(bob, running.session.id, 100);
  });

  it('answers 404 for a temporary, unknown or foreign session, and refuses a mismatched task', async () => {
    const mine = await newTask(ada, 25);
    const theirs = await newTask(bob, 25);
    const foreign = theirs.sessions[0]?.id ?? '';
    for (const id of ['temp-1700000000000', '00000000-0000-4000-8000-000000000000', foreign]) {
      const response = await start(ada, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('tasks.session_not_found');
      expect(response.json().message).toBe(
        'Session not found. Failed to start Pomodoro session due to an API error.',
      );
    }
    expect((await complete(ada, foreign, theirs.id)).statusCode).toBe(404);
    const notRunning = await complete(ada, mine.sessions[0]?.id ?? '', mine.id);
    expect(notRunning.statusCode).toBe(409);
    expect(notRunning.json().code).toBe('tasks.session_not_running');
    expect(notRunning.json().message).toBe('This session is not running.');
    const mismatch = await complete(ada, mine.sessions[0]?.id ?? '', theirs.id);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('tasks.session_mismatch');
    expect(mismatch.json().message).toBe('This session does not belong to that task.');
  });

  it('records breaks for the insights', async () => {
    const started = await call(ada, 'POST', '/api/breaks', { kind: 'long' });
    expect(started.statusCode).toBe(201);
    const { id } = started.json();
    expect(
      (await call(bob, 'POST', `/api/breaks/${id}/end`, { completed: true })).json(),
    ).toMatchObject({ statusCode: 404, code: 'focus.break_not_found' });
    const ended = await call(ada, 'POST', `/api/breaks/${id}/end`, { completed: true });
    expect(ended.json()).toMatchObject({ kind: 'long', completed: true });
    expect(ended.json().endTime).not.toBeNull();
    expect((await call(ada, 'POST', `/api/breaks/${id}/end`, { completed: true })).statusCode).toBe(
      404,
    );
    expect((await call(ada, 'POST', '/api/breaks', { kind: 'lunch' })).statusCode).toBe(400);
  });

  it("keeps the user's timer preferences, with the defaults and the Pro themes guarded", async () => {
    const carol = await createUser(app, 'carol@example.com');
    expect((await call(carol, 'GET', '/api/preferences')).json()).toEqual({
      theme: 'system',
      notificationsEnabled: true,
      pomodoroLength: 25,
      breakLength: 5,
      longBreakLength: 15,
      pomodorosPerLongBreak: 4,
      autoStartBreaks: false,
      autoStartSessions: false,
      dailyFocusGoal: 120,
      musicTheme: 'SILENT_MODE',
      hideCompleted: false,
      pushNotifications: true,
      inAppReminders: true,
      emailReminders: false,
      defaultReminder: null,
    });
    const saved = await call(carol, 'PUT', '/api/preferences', {
      breakLength: 10,
      musicTheme: 'LOFI_BEATS',
    });
    expect(saved.json()).toMatchObject({
      breakLength: 10,
      musicTheme: 'LOFI_BEATS',
      pomodoroLength: 25,
    });

    const pro = await call(carol, 'PUT', '/api/preferences', { musicTheme: 'NATURE_SOUNDS' });
    expect(pro.statusCode).toBe(403);
    expect(pro.json().code).toBe('billing.pro_required');
    expect(pro.json().message).toBe('Selected music theme is a Pro feature. Please upgrade.');
    expect((await call(carol, 'GET', '/api/preferences')).json().musicTheme).toBe('LOFI_BEATS');

    await handle.db.insert(userSubscriptions).values({
      userId: carol.userId,
      plan: 'pro_annual',
      planDisplay: 'Pro Annual',
      isActive: true,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    expect(
      (await call(carol, 'PUT', '/api/preferences', { musicTheme: 'BRAINWAVE' })).json().musicTheme,
    ).toBe('BRAINWAVE');

    const invalid = await call(carol, 'PUT', '/api/preferences', { pomodoroLength: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('pomodoroLength must be between 1 and 120 minutes');
  });

  it('keeps the break cycle, what starts by itself and the daily goal, refusing bad values', async () => {
    const fay = await createUser(app, 'fay@example.com');
    const saved = await call(fay, 'PUT', '/api/preferences', {
      pomodorosPerLongBreak: 3,
      autoStartBreaks: true,
      autoStartSessions: true,
      dailyFocusGoal: 200,
    });
    expect(saved.statusCode).toBe(200);
    expect((await call(fay, 'GET', '/api/preferences')).json()).toMatchObject({
      pomodorosPerLongBreak: 3,
      autoStartBreaks: true,
      autoStartSessions: true,
      dailyFocusGoal: 200,
      pomodoroLength: 25,
    });

    const refused = [
      [{ pomodorosPerLongBreak: 0 }, 'pomodorosPerLongBreak must be between 1 and 12 sessions'],
      [{ pomodorosPerLongBreak: 2.5 }, 'pomodorosPerLongBreak must be a whole number of sessions'],
      [{ dailyFocusGoal: 4 }, 'dailyFocusGoal must be between 5 and 960 minutes'],
      [{ dailyFocusGoal: '60' }, 'dailyFocusGoal'],
      [{ autoStartBreaks: 'yes' }, 'autoStartBreaks'],
    ] as const;
    for (const [payload, message] of refused) {
      const answer = await call(fay, 'PUT', '/api/preferences', payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'request.invalid' });
      expect(answer.json().message).toContain(message);
    }
    expect((await call(fay, 'GET', '/api/preferences')).json().dailyFocusGoal).toBe(200);
  });

  it('remembers whether the user hides completed tasks, for that user only', async () => {
    const dan = await createUser(app, 'dan@example.com');
    const erin = await createUser(app, 'erin@example.com');
    const hidden = await call(dan, 'PUT', '/api/preferences', { hideCompleted: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ hideCompleted: true, pomodoroLength: 25 });
    expect((await call(dan, 'GET', '/api/preferences')).json().hideCompleted).toBe(true);
    expect((await call(erin, 'GET', '/api/preferences')).json().hideCompleted).toBe(false);

    const shown = await call(dan, 'PUT', '/api/preferences', { hideCompleted: false });
    expect(shown.json().hideCompleted).toBe(false);
    const invalid = await call(dan, 'PUT', '/api/preferences', { hideCompleted: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'request.invalid' });
    expect(invalid.json().message).toContain('hideCompleted');
  });
});
