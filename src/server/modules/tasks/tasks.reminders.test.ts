import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REMINDERS_PER_TASK, reminderText } from '../../../shared/domain/reminders.ts';
import { TIME_ZONE_HEADER } from '../../../shared/headers.ts';
import type { Reminder } from '../../../shared/reminders.schemas.ts';
import { taskLink } from '../../../shared/reminders.schemas.ts';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { eventually } from '../../test/accountability.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { type FakePushService, startFakePushService } from '../../test/fake-push-service.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createUser } from '../../test/users.ts';

const BERLIN = 'Europe/Berlin';
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe.each(testDatabases())('task reminders on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let push: FakePushService;
  let smtp: TestSmtpServer;
  let ada: { cookie: string };
  let eve: { cookie: string };

  beforeAll(async () => {
    push = await startFakePushService();
    smtp = await startSmtpServer();
    handle = await database.open();
    app = await createTestApp({
      database: handle,
      env: { PUSH_SERVICES: push.origin, SMTP_URL: smtp.url },
      reminderSweepEverySeconds: 1,
    });
    ada = await createUser(app, 'ada@example.com');
    eve = await createUser(app, 'eve@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await push.close();
    await smtp.close();
  });

  const call = (
    who: { cookie: string },
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { cookie: who.cookie, [TIME_ZONE_HEADER]: BERLIN },
      ...(payload ? { payload } : {}),
    });
  const create = async (who: { cookie: string }, payload: object) =>
    (await call(who, 'POST', '/api/tasks', payload)).json<Task>();
  const setReminders = (who: { cookie: string }, id: string, reminders: object[]) =>
    call(who, 'PUT', `/api/tasks/${id}/reminders`, { reminders });
  const remindersOf = async (id: string) =>
    (await call(ada, 'GET', `/api/tasks/${id}/reminders`)).json<{ reminders: Reminder[] }>()
      .reminders;
  const pushesTo = (endpoint: string) => push.received.filter((got) => got.endpoint === endpoint);

  it('keeps a task’s reminders, each going off before the due date or at its own time', async () => {
    const due = '2030-03-01T09:00:00.000Z';
    const task = await create(ada, { title: 'Dentist', dueDate: due });
    const response = await setReminders(ada, task.id, [
      { minutesBefore: 15 },
      { minutesBefore: 1440 },
      { remindAt: '2030-02-28T20:00:00+01:00' },
      { minutesBefore: 15 },
    ]);
    expect(response.statusCode).toBe(200);
    // In the order they go off, each once however often it was given.
    expect(await remindersOf(task.id)).toEqual([
      expect.objectContaining({ minutesBefore: 1440, fireAt: '2030-02-28T09:00:00.000Z' }),
      expect.objectContaining({ minutesBefore: null, remindAt: '2030-02-28T19:00:00.000Z' }),
      expect.objectContaining({
        minutesBefore: 15,
        fireAt: '2030-03-01T08:45:00.000Z',
        done: false,
      }),
    ]);

    // A due date that moves moves the reminders before it, not the one at its own time.
    await call(ada, 'PATCH', `/api/tasks/${task.id}`, { dueDate: '2030-03-02T10:00:00.000Z' });
    expect((await remindersOf(task.id)).map((reminder) => reminder.fireAt)).toEqual([
      '2030-02-28T19:00:00.000Z',
      '2030-03-01T10:00:00.000Z',
      '2030-03-02T09:45:00.000Z',
    ]);
    expect((await setReminders(ada, task.id, [])).json()).toEqual({ reminders: [] });
  });

  it('refuses what is not a reminder, with a message naming it', async () => {
    const task = await create(ada, { title: 'Plan', dueDate: '2030-03-01T09:00:00.000Z' });
    const undated = await create(ada, { title: 'Someday' });
    const refusal = async (id: string, reminders: object[]) => {
      const response = await setReminders(ada, id, reminders);
      return { status: response.statusCode, ...response.json<{ code: string; message: string }>() };
    };
    expect(await refusal(task.id, [{ minutesBefore: 7 }])).toMatchObject({
      status: 400,
      message: expect.stringContaining('minutesBefore must be one of 0, 5, 15, 30, 60, 1440'),
    });
    expect(
      await refusal(
        task.id,
        Array.from({ length: MAX_REMINDERS_PER_TASK + 1 }, (_, index) => ({
          remindAt: `2030-02-0${index + 1}T09:00:00Z`,
        })),
      ),
    ).toMatchObject({
      status: 400,
      message: expect.stringContaining(`at most ${MAX_REMINDERS_PER_TASK} reminders`),
    });
    expect(await refusal(task.id, [{ remindAt: '1999-01-01T00:00:00Z' }])).toMatchObject({
      status: 400,
      message: expect.stringContaining('remindAt must be in the years'),
    });
    expect(await refusal(undated.id, [{ minutesBefore: 5 }])).toMatchObject({
      status: 400,
      code: 'tasks.reminder_needs_due_date',
    });
    // A reminder at its own time needs no due date.
    expect((await setReminders(ada, undated.id, [{ remindAt: inSeconds(3600) }])).statusCode).toBe(
      200,
    );
    const preference = await call(ada, 'PUT', '/api/preferences', { defaultReminder: 7 });
    expect(preference.statusCode).toBe(400);
    expect(preference.json().message).toContain('defaultReminder must be one of');
    // Another user's task is as unknown as a task that does not exist.
    expect((await setReminders(eve, task.id, [])).statusCode).toBe(404);
    expect((await call(eve, 'GET', `/api/tasks/${task.id}/reminders`)).statusCode).toBe(404);
  });

  it('pushes a reminder to every device once, mails it, and says it in each device’s zone', async () => {
    const phone = push.subscription();
    const laptop = push.subscription();
    expect((await call(ada, 'POST', '/api/push/subscriptions', phone)).statusCode).toBe(204);
    const tokyo = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie: ada.cookie, [TIME_ZONE_HEADER]: 'Asia/Tokyo' },
      payload: laptop,
    });
    expect(tokyo.statusCode).toBe(204);
    await call(ada, 'PUT', '/api/preferences', { emailReminders: true });

    const due = DateTime.now().plus({ hours: 2 }).startOf('minute').toJSDate();
    const task = await create(ada, { title: 'Call the bank', dueDate: due.toISOString() });
    await setReminders(ada, task.id, [{ remindAt: inSeconds(1) }]);
    await eventually(
      () => pushesTo(phone.endpoint).length > 0 && pushesTo(laptop.endpoint).length > 0,
    );

    const [onPhone] = pushesTo(phone.endpoint);
    const [onLaptop] = pushesTo(laptop.endpoint);
    expect(onPhone?.message).toEqual({
      kind: 'reminder',
      ...reminderText({ title: 'Call the bank', dueDate: due }, BERLIN),
      tag: expect.stringMatching(/^reminder-/),
      url: taskLink(task.id),
    });
    expect(onPhone?.message.body).toMatch(/^Due \w{3} \d+ \w{3}, \d{2}:\d{2}$/);
    expect(onLaptop?.message.body).toBe(
      reminderText({ title: 'Call the bank', dueDate: due }, 'Asia/Tokyo').body,
    );
    expect(onPhone?.urgency).toBe('high');
    expect(onPhone?.topic).toMatch(/^[0-9a-f]{32}$/);
    const mail = await smtp.waitForMail('ada@example.com', /^Reminder: Call the bank$/);
    expect(mail.text).toContain(taskLink(task.id));
    await eventually(async () => (await remindersOf(task.id))[0]?.done === true);

    // Sent once: later sweeps find nothing more to send.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
    expect(push.refusedWithoutSignature).toBe(0);
    await call(ada, 'DELETE', '/api/push/subscriptions', { endpoint: phone.endpoint });
    await call(ada, 'DELETE', '/api/push/subscriptions', { endpoint: laptop.endpoint });
    await call(ada, 'PUT', '/api/preferences', { emailReminders: false });
  });

  it('sends nothing for a completed or deleted task, or with push turned off', async () => {
    const device = push.subscription();
    await call(ada, 'POST', '/api/push/subscriptions', device);
    const done = await create(ada, { title: 'Done already' });
    const deleted = await create(ada, { title: 'Deleted' });
    const quiet = await create(ada, { title: 'Quiet' });
    await setReminders(ada, done.id, [{ remindAt: inSeconds(1) }]);
    await setReminders(ada, deleted.id, [{ remindAt: inSeconds(1) }]);
    await call(ada, 'PUT', `/api/tasks/${done.id}/completion`, { completed: true });
    await call(ada, 'DELETE', `/api/tasks/${deleted.id}`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(pushesTo(device.endpoint)).toEqual([]);

    await call(ada, 'PUT', '/api/preferences', { pushNotifications: false });
    await setReminders(ada, quiet.id, [{ remindAt: inSeconds(1) }]);
    await eventually(async () => (await remindersOf(quiet.id))[0]?.done === true);
    expect(pushesTo(device.endpoint)).toEqual([]);
    await call(ada, 'PUT', '/api/preferences', { pushNotifications: true });
    await call(ada, 'DELETE', '/api/push/subscriptions', { endpoint: device.endpoint });
  });

  it('removes a subscription its push service says is gone (410)', async () => {
    const device = push.subscription();
    await call(eve, 'POST', '/api/push/subscriptions', device);
    push.markGone(device.endpoint);
    const task = await create(eve, { title: 'Water the plants' });
    await setReminders(eve, task.id, [{ remindAt: inSeconds(1) }]);
    const stored = async () =>
      (
        await handle.executeSql(
          'select count(*)::int as count from push_subscriptions where endpoint = $1',
          [device.endpoint],
        )
      ).rows[0];
    await eventually(async () => JSON.stringify(await stored()) === '{"count":0}');
  });

  it('refuses a push endpoint that is not at a push service', async () => {
    const response = await call(ada, 'POST', '/api/push/subscriptions', {
      endpoint: 'http://10.0.0.1/internal',
      keys: { p256dh: 'BNc', auth: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'notifications.push_service_not_allowed' });
  });

  it('gives new tasks with a due date the default reminder, and next occurrences their reminders', async () => {
    await call(ada, 'PUT', '/api/preferences', { defaultReminder: 30 });
    const undated = await create(ada, { title: 'No date' });
    expect(await remindersOf(undated.id)).toEqual([]);
    const weekly = await create(ada, {
      title: 'Weekly review',
      dueDate: '2030-01-07T16:00:00.000Z',
      repeat: { rule: 'FREQ=WEEKLY' },
    });
    expect((await remindersOf(weekly.id)).map((reminder) => reminder.fireAt)).toEqual([
      '2030-01-07T15:30:00.000Z',
    ]);
    await setReminders(ada, weekly.id, [
      { minutesBefore: 30 },
      { remindAt: '2030-01-06T18:00:00.000Z' },
    ]);
    await call(ada, 'PUT', `/api/tasks/${weekly.id}/completion`, { completed: true });
    const list = (await call(ada, 'GET', '/api/tasks')).json<{ id: string; title: string }[]>();
    const next = list.find((task) => task.title === 'Weekly review' && task.id !== weekly.id);
    expect(next).toBeDefined();
    expect((await remindersOf(next?.id ?? '')).map((reminder) => reminder.fireAt)).toEqual([
      '2030-01-13T18:00:00.000Z',
      '2030-01-14T15:30:00.000Z',
    ]);
    await call(ada, 'PUT', '/api/preferences', { defaultReminder: null });
  });

  it('pushes the end of a focus session to a device, and nothing once it was paused', async () => {
    const device = push.subscription();
    await call(eve, 'POST', '/api/push/subscriptions', device);
    const task = await create(eve, { title: 'Write the report', minutes: 25 });
    const session = task.sessions[0];
    if (!session) throw new Error('a task has a session');
    await call(eve, 'POST', `/api/sessions/${session.id}/start`);
    await call(eve, 'POST', `/api/sessions/${session.id}/interrupt`, { remainingSeconds: 2 });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(pushesTo(device.endpoint)).toEqual([]);

    await call(eve, 'POST', `/api/sessions/${session.id}/start`);
    await eventually(() => pushesTo(device.endpoint).length === 1);
    expect(pushesTo(device.endpoint)[0]?.message).toMatchObject({
      kind: 'timer',
      title: 'Pomodoro complete',
      body: 'Well done! Time for a break.',
    });
  });
});
