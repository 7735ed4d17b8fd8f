import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandListItem } from '../../../shared/domain/task-list-item.ts';
import { TIME_ZONE_HEADER } from '../../../shared/headers.ts';
import type { TaskListItemWire } from '../../../shared/task-list.schemas.ts';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { createUser } from '../../test/users.ts';

const BERLIN = 'Europe/Berlin';

/** 09:00 on `day` in Berlin, as the API writes it. */
const nineInBerlin = (day: string) =>
  DateTime.fromISO(`${day}T09:00`, { zone: BERLIN }).toUTC().toISO();

describe.each(testDatabases())('repeating tasks on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let ada: { cookie: string };

  beforeAll(async () => {
    handle = await database.open();
    app = await createTestApp({ database: handle });
    ada = await createUser(app, 'ada@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie: ada.cookie, [TIME_ZONE_HEADER]: BERLIN },
      ...(payload ? { payload } : {}),
    });

  const create = async (payload: object) => {
    const response = await call('POST', '/api/tasks', payload);
    expect(response.statusCode).toBe(201);
    return response.json<Task>();
  };
  const complete = (id: string, completed = true) =>
    call('PUT', `/api/tasks/${id}/completion`, { completed });
  /** The open tasks of the list with this title. */
  const openNamed = async (title: string) => {
    const list = (await call('GET', '/api/tasks')).json<TaskListItemWire[]>().map(expandListItem);
    return list.filter((task) => task.title === title && !task.completed);
  };

  it('stores the rule as given and lists it with the task', async () => {
    const task = await create({
      title: 'Water the plants',
      dueDate: nineInBerlin('2026-03-23'),
      repeat: { rule: 'RRULE:FREQ=WEEKLY;BYDAY=MO,TH' },
    });
    expect(task).toMatchObject({
      repeatRule: 'FREQ=WEEKLY;BYDAY=MO,TH',
      repeatAfterCompletion: false,
    });
    const [listed] = await openNamed('Water the plants');
    expect(listed).toMatchObject({ repeatRule: 'FREQ=WEEKLY;BYDAY=MO,TH' });
  });

  it('adds the next occurrence on completion, at 09:00 Berlin across the clock change', async () => {
    const first = await create({
      title: 'Weekly review',
      description: 'Look back at the week',
      dueDate: nineInBerlin('2026-03-26'),
      minutes: 50,
      isImportant: true,
      repeat: { rule: 'FREQ=WEEKLY;BYDAY=MO,TH' },
    });
    await call('PATCH', `/api/tasks/${first.id}`, { userOverriddenPriority: 'High' });
    expect((await complete(first.id)).statusCode).toBe(200);

    const [next] = await openNamed('Weekly review');
    expect(next?.dueDate).toBe(nineInBerlin('2026-03-30'));
    const whole = (await call('GET', `/api/tasks/${next?.id}`)).json<Task>();
    expect(whole).toMatchObject({
      description: 'Look back at the week',
      originalEstimatedDuration: 50,
      isImportant: true,
      isUrgent: false,
      userOverriddenPriority: 'High',
      repeatRule: 'FREQ=WEEKLY;BYDAY=MO,TH',
      completed: false,
      pomodorosCompletedCount: 0,
    });
    expect(whole.sessions.map((session) => session.status)).toEqual(['pending', 'pending']);
  });

  it('copies the AI texts of the occurrence before', async () => {
    const first = await create({
      title: 'Stretch',
      dueDate: nineInBerlin('2027-01-04'),
      repeat: { rule: 'FREQ=DAILY' },
    });
    await expect
      .poll(async () => (await call('GET', `/api/tasks/${first.id}`)).json<Task>().aiStatus)
      .not.toBe('processing');
    const enriched = (await call('GET', `/api/tasks/${first.id}`)).json<Task>();
    await complete(first.id);
    const [next] = await openNamed('Stretch');
    const whole = (await call('GET', `/api/tasks/${next?.id}`)).json<Task>();
    expect(whole).toMatchObject({
      aiStatus: enriched.aiStatus,
      aiTaskSummary: enriched.aiTaskSummary,
      aiInsights: enriched.aiInsights,
      aiPredictedPriority: enriched.aiPredictedPriority,
      dueDate: nineInBerlin('2027-01-05'),
    });
  });

  it('adds one next occurrence however many completions race', async () => {
    const first = await create({
      title: 'Race',
      dueDate: nineInBerlin('2027-02-01'),
      repeat: { rule: 'FREQ=DAILY' },
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => complete(first.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(await openNamed('Race')).toHaveLength(1);
  });

  // Every write of a task waits for its user's list version: a completion that adds an
  // occurrence, an Undo that takes one back, a new task and an edit of the occurrence, all at
  // once, must queue up rather than wait on each other.
  it('completes, reopens, adds and edits at once without failing any of them', async () => {
    for (let round = 0; round < 5; round += 1) {
      const first = await create({
        title: `Busy ${round}`,
        dueDate: nineInBerlin('2027-02-01'),
        repeat: { rule: 'FREQ=DAILY' },
      });
      await complete(first.id);
      const [added] = await openNamed(`Busy ${round}`);
      const answers = await Promise.all([
        complete(first.id, false),
        call('PATCH', `/api/tasks/${added?.id}`, { title: `Busy ${round} again` }),
        call('POST', '/api/tasks', { title: `Beside ${round}` }),
        complete(first.id),
        call('POST', '/api/tasks', {
          title: `Also ${round}`,
          dueDate: nineInBerlin('2027-02-01'),
          repeat: { rule: 'FREQ=DAILY' },
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode < 500)).toEqual(answers.map(() => true));
    }
  });

  it('never leaves two open occurrences when completions and Undos race', async () => {
    for (let round = 0; round < 4; round += 1) {
      const first = await create({
        title: `Racing undo ${round}`,
        dueDate: nineInBerlin('2027-02-01'),
        repeat: { rule: 'FREQ=DAILY' },
      });
      const answers = await Promise.all([
        complete(first.id),
        complete(first.id, false),
        complete(first.id),
        complete(first.id, false),
        complete(first.id),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      // However they fell, settling on done leaves the one next occurrence.
      await complete(first.id);
      expect(await openNamed(`Racing undo ${round}`)).toHaveLength(1);
    }
  });

  it('reopens a task while its next occurrence runs its last session, failing neither', async () => {
    const first = await create({
      title: 'Reopen while working',
      dueDate: nineInBerlin('2027-02-01'),
      minutes: 25,
      repeat: { rule: 'FREQ=DAILY' },
    });
    await complete(first.id);
    const [added] = await openNamed('Reopen while working');
    const whole = (await call('GET', `/api/tasks/${added?.id}`)).json<Task>();
    const [session] = whole.sessions;
    await call('POST', `/api/sessions/${session?.id}/start`);
    const [reopened, finished] = await Promise.all([
      complete(first.id, false),
      call('POST', `/api/sessions/${session?.id}/complete`, { taskId: added?.id }),
    ]);
    expect([reopened.statusCode, finished.statusCode]).toEqual([200, 200]);
  });

  it('takes the occurrence back on Undo, and adds one again on the next completion', async () => {
    const first = await create({
      title: 'Undo me',
      dueDate: nineInBerlin('2027-02-01'),
      repeat: { rule: 'FREQ=DAILY' },
    });
    await complete(first.id);
    const [added] = await openNamed('Undo me');
    expect(added?.id).not.toBe(first.id);

    expect((await complete(first.id, false)).statusCode).toBe(200);
    expect((await call('GET', `/api/tasks/${added?.id}`)).statusCode).toBe(404);
    expect((await openNamed('Undo me')).map((task) => task.id)).toEqual([first.id]);

    await complete(first.id);
    await complete(first.id, false);
    await complete(first.id);
    const open = await openNamed('Undo me');
    expect(open).toHaveLength(1);
    expect(open[0]?.dueDate).toBe(nineInBerlin('2027-02-02'));
  });

  it('keeps an occurrence someone worked on when the one before is reopened', async () => {
    const first = await create({
      title: 'Worked on',
      dueDate: nineInBerlin('2027-02-01'),
      repeat: { rule: 'FREQ=DAILY' },
    });
    await complete(first.id);
    const [added] = await openNamed('Worked on');
    const whole = (await call('GET', `/api/tasks/${added?.id}`)).json<Task>();
    const [session] = whole.sessions;
    expect((await call('POST', `/api/sessions/${session?.id}/start`)).statusCode).toBe(200);

    await complete(first.id, false);
    expect((await openNamed('Worked on')).map((task) => task.id).sort()).toEqual(
      [first.id, added?.id].sort(),
    );
    await complete(first.id);
    expect((await openNamed('Worked on')).map((task) => task.id)).toEqual([added?.id]);
    await call('POST', `/api/sessions/${session?.id}/interrupt`, { remainingSeconds: 60 });
  });

  it('adds the next occurrence when the last session finishes the task', async () => {
    const first = await create({
      title: 'By the timer',
      dueDate: nineInBerlin('2027-03-01'),
      minutes: 25,
      repeat: { rule: 'FREQ=WEEKLY' },
    });
    const [session] = first.sessions;
    await call('POST', `/api/sessions/${session?.id}/start`);
    const done = await call('POST', `/api/sessions/${session?.id}/complete`, { taskId: first.id });
    expect(done.statusCode).toBe(200);
    const open = await openNamed('By the timer');
    expect(open.map((task) => task.dueDate)).toEqual([nineInBerlin('2027-03-08')]);
  });

  it("counts an 'every!' rule from the day of completion", async () => {
    const first = await create({
      title: 'Water the cactus',
      dueDate: nineInBerlin('2026-01-05'),
      repeat: { rule: 'FREQ=DAILY;INTERVAL=3', afterCompletion: true },
    });
    await complete(first.id);
    const [next] = await openNamed('Water the cactus');
    const today = DateTime.now().setZone(BERLIN).toISODate() ?? '';
    const inThreeDays = DateTime.fromISO(`${today}T09:00`, { zone: BERLIN }).plus({ days: 3 });
    expect(next?.dueDate).toBe(inThreeDays.toUTC().toISO());
    expect(next?.repeatAfterCompletion).toBe(true);
  });

  it('skips an occurrence without completing it, and refuses to skip past the end', async () => {
    const task = await create({
      title: 'Twice only',
      dueDate: nineInBerlin('2027-04-05'),
      repeat: { rule: 'FREQ=WEEKLY;COUNT=2' },
    });
    const skipped = await call('POST', `/api/tasks/${task.id}/skip`);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json<Task>()).toMatchObject({
      completed: false,
      dueDate: nineInBerlin('2027-04-12'),
    });
    const again = await call('POST', `/api/tasks/${task.id}/skip`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'tasks.repeat_ended' });

    const counted = await create({
      title: 'From completion',
      dueDate: nineInBerlin('2027-06-01'),
      repeat: { rule: 'FREQ=DAILY;INTERVAL=3', afterCompletion: true },
    });
    // Counted from the due date still to come, never from today: a skip never brings it closer.
    const later = await call('POST', `/api/tasks/${counted.id}/skip`);
    expect(later.json<Task>().dueDate).toBe(nineInBerlin('2027-06-04'));
    await complete(counted.id);
    const done = await call('POST', `/api/tasks/${counted.id}/skip`);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ code: 'tasks.skip_completed' });

    const plain = await create({ title: 'Once', dueDate: nineInBerlin('2027-04-05') });
    const refused = await call('POST', `/api/tasks/${plain.id}/skip`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'tasks.not_repeating' });
  });

  it('ends the series when the last occurrence of a counted rule is completed', async () => {
    const task = await create({
      title: 'Last one',
      dueDate: nineInBerlin('2027-05-03'),
      repeat: { rule: 'FREQ=DAILY;COUNT=1' },
    });
    await complete(task.id);
    expect(await openNamed('Last one')).toEqual([]);
  });

  it('sets, moves and removes a rule by editing the task', async () => {
    const task = await create({ title: 'Edited', dueDate: nineInBerlin('2027-06-01') });
    const set = await call('PATCH', `/api/tasks/${task.id}`, {
      repeat: { rule: 'FREQ=MONTHLY;BYMONTHDAY=1' },
    });
    expect(set.json<Task>().repeatRule).toBe('FREQ=MONTHLY;BYMONTHDAY=1');
    const moved = await call('PATCH', `/api/tasks/${task.id}`, {
      dueDate: nineInBerlin('2027-07-01'),
    });
    expect(moved.statusCode).toBe(200);
    await complete(task.id);
    const [next] = await openNamed('Edited');
    expect(next?.dueDate).toBe(nineInBerlin('2027-08-01'));

    const cleared = await call('PATCH', `/api/tasks/${next?.id}`, { repeat: null });
    expect(cleared.json<Task>()).toMatchObject({ repeatRule: null, repeatAfterCompletion: false });
    const noDue = await call('PATCH', `/api/tasks/${task.id}`, { dueDate: null });
    expect(noDue.statusCode).toBe(400);
    expect(noDue.json()).toMatchObject({ code: 'tasks.repeat_needs_due_date' });
  });

  it('ends a series whose next date is past the years a task may be due in', async () => {
    const task = await create({
      title: 'Centennial',
      dueDate: nineInBerlin('2099-06-01'),
      repeat: { rule: 'FREQ=YEARLY;INTERVAL=5' },
    });
    await complete(task.id);
    expect(await openNamed('Centennial')).toEqual([]);
  });

  it.each([
    [{ rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30' }, 'the task would never come'],
    [{ rule: 'FREQ=DAILY;INTERVAL=-1' }, 'INTERVAL is a whole number'],
    [{ rule: 'every day' }, 'repeat.rule: The repeat rule is not an RFC 5545 RRULE.'],
    [{ rule: 'FREQ=MINUTELY' }, 'repeat.rule: A task repeats daily, weekly, monthly or yearly'],
    [{ rule: 'FREQ=DAILY;BYHOUR=0,1,2,3,4,5' }, 'at most 1000 times a year and once a day'],
    [{ rule: 42 }, 'repeat.rule: repeat.rule must be an RFC 5545 RRULE'],
    [{ rule: 'FREQ=DAILY', every: true }, 'repeat'],
  ])('refuses the rule %j with a 400 naming the field', async (repeat, message) => {
    const response = await call('POST', '/api/tasks', {
      title: 'Bad rule',
      dueDate: nineInBerlin('2027-01-04'),
      repeat,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.invalid' });
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('refuses a rule without a due date or ending before it', async () => {
    const noDue = await call('POST', '/api/tasks', {
      title: 'No start',
      repeat: { rule: 'FREQ=DAILY' },
    });
    expect(noDue.statusCode).toBe(400);
    expect(noDue.json()).toMatchObject({ code: 'tasks.repeat_needs_due_date' });
    const endsBefore = await call('POST', '/api/tasks', {
      title: 'Ends first',
      dueDate: nineInBerlin('2027-01-04'),
      repeat: { rule: 'FREQ=DAILY;UNTIL=20261201T000000Z' },
    });
    expect(endsBefore.statusCode).toBe(400);
    expect(endsBefore.json()).toMatchObject({ code: 'tasks.repeat_ends_before_start' });
  });
});
