import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { tasks, userPreferences, userSubscriptions } from '../../schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';

describe.each(testDatabases())('the tasks API on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let ada: { userId: string; cookie: string };
  let bob: { userId: string; cookie: string };

  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app, handle } = running);
    ada = await createUser(app, 'ada@example.com');
    bob = await createUser(app, 'bob@example.com');
  });

  const call = (
    who: { cookie: string },
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  async function create(who: { cookie: string }, payload: object): Promise<Task> {
    const response = await call(who, 'POST', '/api/tasks', payload);
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  async function waitForEnrichment(who: { cookie: string }, id: string): Promise<Task> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const task: Task = (await call(who, 'GET', `/api/tasks/${id}`)).json();
      if (task.aiStatus !== 'processing') return task;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('enrichment did not finish');
  }

  it('creates a task with its sessions split into pieces of at most 25 minutes', async () => {
    const task = await create(ada, {
      title: '  Write report  ',
      description: '',
      dueDate: '2026-11-22T15:00:00.000Z',
      minutes: 60,
    });
    expect(task).toMatchObject({
      title: 'Write report',
      description: null,
      dueDate: '2026-11-22T15:00:00.000Z',
      originalEstimatedDuration: 60,
      totalPomodorosPlanned: 3,
      aiStatus: 'processing',
      completed: false,
    });
    expect(task.sessions.map((s) => [s.sessionOrder, s.durationMinutes, s.status])).toEqual([
      [1, 25, 'pending'],
      [2, 25, 'pending'],
      [3, 10, 'pending'],
    ]);
    expect(
      (await create(ada, { title: 'Default length' })).sessions.map((s) => s.durationMinutes),
    ).toEqual([25]);
  });

  it('splits by the length the user chose in the preferences', async () => {
    await handle.db.insert(userPreferences).values({ userId: bob.userId, pomodoroLength: 50 });
    const task = await create(bob, { title: 'Long read', minutes: 60 });
    expect(task.sessions.map((s) => s.durationMinutes)).toEqual([50, 10]);
    await handle.db.delete(userPreferences).where(eq(userPreferences.userId, bob.userId));
  });

  it.each([
    [{ title: '   ' }, 'Task title cannot be empty.'],
    [{}, 'Task title cannot be empty.'],
    [{ title: 'x', minutes: 0 }, 'minutes must be at least 1'],
    [{ title: 'x', minutes: -5 }, 'minutes must be at least 1'],
    [{ title: 'x', minutes: 1441 }, 'minutes must be at most 1440'],
    [{ title: 'x', minutes: 99999 }, 'minutes must be at most 1440'],
    [{ title: 'x', minutes: 2.5 }, 'minutes must be a whole number of minutes'],
    [{ title: 'x', dueDate: 'tomorrow' }, 'dueDate must be an ISO date-time'],
    [
      { title: 'x', dueDate: '1900-06-01T09:00:00.000Z' },
      'dueDate must be in the years 2000 to 2100',
    ],
    [
      { title: 'x', dueDate: '9999-12-31T09:00:00.000Z' },
      'dueDate must be in the years 2000 to 2100',
    ],
    [
      { title: 'x', dueDate: '0001-01-01T09:00:00.000Z' },
      'dueDate must be in the years 2000 to 2100',
    ],
    [{ title: 'x', userId: 'someone-else' }, 'userId'],
  ])('refuses %o with a 400 that says why', async (payload, message) => {
    const response = await call(ada, 'POST', '/api/tasks', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.invalid' });
    expect(response.json().message).toContain(message);
  });

  it('refuses an edit to a due date outside the allowed years, and keeps the old one', async () => {
    const task = await create(ada, { title: 'Plan', dueDate: '2026-11-22T15:00:00.000Z' });
    for (const dueDate of ['1900-01-01T00:00:00.000Z', '9999-01-01T00:00:00.000Z']) {
      const response = await call(ada, 'PATCH', `/api/tasks/${task.id}`, { dueDate });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'request.invalid' });
      expect(response.json().message).toContain('dueDate must be in the years 2000 to 2100');
    }
    const kept: Task = (await call(ada, 'GET', `/api/tasks/${task.id}`)).json();
    expect(kept.dueDate).toBe('2026-11-22T15:00:00.000Z');
    const edge = await call(ada, 'PATCH', `/api/tasks/${task.id}`, {
      dueDate: '2100-12-31T23:30:00-05:00',
    });
    expect(edge.statusCode).toBe(200);
  });

  it('leaves the Eisenhower flags unset until the user sets one, then sets both', async () => {
    const plain = await create(ada, { title: 'No flags yet' });
    expect(plain).toMatchObject({ isImportant: null, isUrgent: null });
    const flagged = await create(ada, { title: 'Flagged', isUrgent: true });
    expect(flagged).toMatchObject({ isImportant: false, isUrgent: true });
    const edited = await call(ada, 'PATCH', `/api/tasks/${plain.id}`, { isImportant: true });
    expect(edited.json()).toMatchObject({ isImportant: true, isUrgent: false });
    const renamed = await call(ada, 'PATCH', `/api/tasks/${flagged.id}`, { title: 'Renamed' });
    expect(renamed.json()).toMatchObject({ isImportant: false, isUrgent: true });
  });

  it('fills the AI fields shortly after creation', async () => {
    const task = await create(ada, {
      title: 'Fix the outage report',
      dueDate: new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString(),
      minutes: 50,
      isImportant: true,
    });
    const enriched = await waitForEnrichment(ada, task.id);
    expect(enriched).toMatchObject({
      aiStatus: 'done',
      aiPredictedPriority: 'High',
      aiPredictedUrgency: 'High',
    });
    expect(enriched.aiTaskSummary).toContain('Fix the outage report');
    expect(enriched.aiInsights).toBeTruthy();
  });

  it('lists the newest task on top, then follows the moves made', async () => {
    const first = await create(bob, { title: 'First' });
    const second = await create(bob, { title: 'Second' });
    const listed: Task[] = (await call(bob, 'GET', '/api/tasks')).json();
    const ids = listed.map((task) => task.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    const moved = await call(bob, 'PUT', `/api/tasks/${second.id}/position`, { after: first.id });
    expect(moved.statusCode).toBe(200);
    const after = ((await call(bob, 'GET', '/api/tasks')).json() as Task[]).map((task) => task.id);
    expect(after.indexOf(second.id)).toBe(after.indexOf(first.id) + 1);
  });

  it('updates, completes and deletes a task', async () => {
    const task = await create(ada, { title: 'Draft', description: 'notes', minutes: 30 });
    const updated = await call(ada, 'PATCH', `/api/tasks/${task.id}`, {
      title: ' Final ',
      description: '',
      dueDate: '',
      isImportant: true,
      userOverriddenPriority: 'High',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Final',
      description: null,
      dueDate: null,
      isImportant: true,
      userOverriddenPriority: 'High',
    });
    const blank = await call(ada, 'PATCH', `/api/tasks/${task.id}`, { title: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Task title cannot be empty.');

    const done = await call(ada, 'PUT', `/api/tasks/${task.id}/completion`, { completed: true });
    expect(done.json()).toMatchObject({ completed: true });
    expect((await call(ada, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(204);
    expect((await call(ada, 'GET', `/api/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it("never lets one user read, change, delete, move or export another's tasks", async () => {
    const secret = await create(ada, { title: 'Ada only' });
    for (const [method, url, payload] of [
      ['GET', `/api/tasks/${secret.id}`, undefined],
      ['PATCH', `/api/tasks/${secret.id}`, { title: 'Mine now' }],
      ['PUT', `/api/tasks/${secret.id}/completion`, { completed: true }],
      ['DELETE', `/api/tasks/${secret.id}`, undefined],
    ] as const) {
      const response = await call(bob, method, url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'tasks.not_found',
        message: 'Task not found.',
      });
    }
    const bobTasks: Task[] = (await call(bob, 'GET', '/api/tasks')).json();
    expect(bobTasks.some((task) => task.id === secret.id)).toBe(false);

    const [bobs] = bobTasks;
    if (!bobs) throw new Error('Bob has tasks from the tests before');
    // Only the order matters here: the AI engine may still be filling in other fields.
    const order = async () =>
      ((await call(bob, 'GET', '/api/tasks')).json() as Task[]).map((task) => [
        task.id,
        task.position,
      ]);
    const before = await order();
    for (const [id, placement] of [
      [secret.id, { before: bobs.id }],
      [bobs.id, { after: secret.id }],
    ] as const) {
      const refused = await call(bob, 'PUT', `/api/tasks/${id}/position`, placement);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'tasks.not_found' });
    }
    expect(await order()).toEqual(before);
    const [stored] = await handle.db.select().from(tasks).where(eq(tasks.id, secret.id));
    expect(stored).toMatchObject({
      title: 'Ada only',
      completed: false,
      position: secret.position,
    });
  });

  it('answers a malformed id or a move that names no task with a 400', async () => {
    expect((await call(ada, 'GET', '/api/tasks/not-a-uuid')).statusCode).toBe(400);
    const task = await create(ada, { title: 'Stays put' });
    const empty = await call(ada, 'PUT', `/api/tasks/${task.id}/position`, {});
    expect(empty.json()).toMatchObject({ statusCode: 400, code: 'request.invalid' });
    expect(empty.json().message).toContain('give either before or after');
    const onto = await call(ada, 'PUT', `/api/tasks/${task.id}/position`, { before: task.id });
    expect(onto.json()).toMatchObject({
      statusCode: 400,
      code: 'tasks.move_onto_itself',
      message: 'A task cannot be placed before or after itself.',
    });
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/tasks' })).json()).toMatchObject({
      statusCode: 401,
      code: 'auth.unauthorized',
    });
    expect(
      (await app.inject({ method: 'POST', url: '/api/tasks', payload: { title: 'x' } })).statusCode,
    ).toBe(401);
  });

  describe('CSV export', () => {
    it("is refused to a free user with the product's text", async () => {
      const response = await call(ada, 'GET', '/api/tasks/export.csv');
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('billing.pro_required');
      expect(response.json().message).toBe(
        'Downloading tasks is a Pro feature. Please upgrade your subscription.',
      );
    });

    it('gives a Pro user a safe, well-quoted file of their own tasks only', async () => {
      const carol = await createUser(app, 'carol@example.com');
      await handle.db.insert(userSubscriptions).values({
        userId: carol.userId,
        plan: 'pro_monthly',
        planDisplay: 'Pro Monthly',
        isActive: true,
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
      });
      expect((await call(carol, 'GET', '/api/tasks/export.csv')).json()).toMatchObject({
        statusCode: 404,
        code: 'tasks.nothing_to_export',
        message: 'No tasks to export.',
      });
      const launch = (await call(carol, 'POST', '/api/projects', { name: 'Launch' })).json();
      const labelIds = [];
      for (const name of ['deep', 'writing']) {
        labelIds.push((await call(carol, 'POST', '/api/labels', { name })).json().id);
      }
      await create(carol, {
        title: 'Plan, then "ship"',
        description: 'line one\nline two',
        dueDate: '2026-11-23T10:00:00.000Z',
        minutes: 50,
        projectId: launch.id,
        labelIds,
      });
      await create(carol, { title: '=HYPERLINK("http://evil.example")' });

      const response = await call(carol, 'GET', '/api/tasks/export.csv?timeZone=Europe/Paris');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="pomodoro_tasks_carol_\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe(
        'Task Title,Description,Due Date,Completed,Pomodoro Sessions,Project,Labels',
      );
      expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"")",,,No,1,Inbox,`);
      expect(response.body).toContain(
        '"Plan, then ""ship""","line one\nline two",2026-11-23,No,2,Launch,"deep, writing"',
      );
      expect(response.body).not.toContain('Ada only');

      const badZone = await call(carol, 'GET', '/api/tasks/export.csv?timeZone=Mars/Olympus');
      expect(badZone.json()).toMatchObject({ statusCode: 400, code: 'tasks.invalid_time_zone' });
    });
  });
});
