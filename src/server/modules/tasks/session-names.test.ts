import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TASK_EVENTS } from '../../../shared/realtime-events.ts';
import { SESSION_NAME_MAX_LENGTH, type Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { type FakeOpenAi, fakeSessionNames, startFakeOpenAi } from '../../test/fake-openai.ts';
import { socketOpener } from '../../test/sockets.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';

interface Person {
  cookie: string;
}

/** The calls of these tests, made as `who` on `app`. */
function caller(app: () => App) {
  const call = (
    who: Person,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app().inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  /** A new task of `minutes`, once the AI has enriched it, so no later event is its. */
  const create = async (who: Person, minutes: number): Promise<Task> => {
    const created = await call(who, 'POST', '/api/tasks', { title: 'Write the report', minutes });
    expect(created.statusCode).toBe(201);
    const id = created.json<Task>().id;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const task: Task = (await call(who, 'GET', `/api/tasks/${id}`)).json();
      if (task.aiStatus !== 'processing') return task;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the AI never finished');
  };

  const split = (who: Person, id: string) => call(who, 'POST', `/api/tasks/${id}/session-names`);

  const rename = (who: Person, task: Task, sessionId: string, name: unknown) =>
    call(who, 'PATCH', `/api/tasks/${task.id}/sessions/${sessionId}/name`, { name });

  return { call, create, split, rename };
}

const namesOf = (task: Task) => task.sessions.map((session) => session.name);

describe.each(testDatabases())('session names with the rule engine on $name', (database) => {
  let app: App;
  let ada: Person;
  let bob: Person;
  const { call, create, split, rename } = caller(() => app);

  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app } = running);
    ada = await createUser(app, 'ada@example.com');
    bob = await createUser(app, 'bob@example.com');
  });

  it("names each session 'Part i of N', in order, and keeps the names", async () => {
    const task = await create(ada, 75);
    expect(namesOf(task)).toEqual([null, null, null]);
    const response = await split(ada, task.id);
    expect(response.statusCode).toBe(200);
    const named: Task = response.json();
    expect(named.sessions.map((session) => [session.sessionOrder, session.name])).toEqual([
      [1, 'Part 1 of 3'],
      [2, 'Part 2 of 3'],
      [3, 'Part 3 of 3'],
    ]);
    expect(named.updatedAt > task.updatedAt).toBe(true);
    expect(namesOf((await call(ada, 'GET', `/api/tasks/${task.id}`)).json())).toEqual(
      namesOf(named),
    );
  });

  it('refuses to split a task of one session, saying why', async () => {
    const task = await create(ada, 25);
    const response = await split(ada, task.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'tasks.too_few_sessions_to_split',
      message: 'Only a task of 2 or more sessions can be split into steps.',
      requestId: expect.any(String),
    });
    expect(namesOf((await call(ada, 'GET', `/api/tasks/${task.id}`)).json())).toEqual([null]);
  });

  it("answers 404 on another user's task, and on a deleted one, changing nothing", async () => {
    const task = await create(ada, 50);
    const [first] = task.sessions;
    if (!first) throw new Error('expected a session');
    for (const response of [await split(bob, task.id), await rename(bob, task, first.id, 'Mine')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'tasks.not_found' });
    }
    expect(namesOf((await call(ada, 'GET', `/api/tasks/${task.id}`)).json())).toEqual([null, null]);

    await call(ada, 'DELETE', `/api/tasks/${task.id}`);
    for (const response of [await split(ada, task.id), await rename(ada, task, first.id, 'Gone')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'tasks.not_found' });
    }
  });

  it('renames one session, trimmed, and leaves the others as they were', async () => {
    const task: Task = (await split(ada, (await create(ada, 75)).id)).json();
    const second = task.sessions[1];
    if (!second) throw new Error('expected a second session');
    const response = await rename(ada, task, second.id, '  Draft section 1  ');
    expect(response.statusCode).toBe(200);
    expect(namesOf(response.json())).toEqual(['Part 1 of 3', 'Draft section 1', 'Part 3 of 3']);
    expect(namesOf((await call(ada, 'GET', `/api/tasks/${task.id}`)).json())).toEqual([
      'Part 1 of 3',
      'Draft section 1',
      'Part 3 of 3',
    ]);
  });

  it.each([
    ['x'.repeat(SESSION_NAME_MAX_LENGTH + 1), 'A session name can be at most 80 characters.'],
    ['   ', 'A session name cannot be empty.'],
    [42, 'name'],
    [null, 'name'],
  ])('refuses the name %j with a 400 that says why', async (name, message) => {
    const task = await create(ada, 50);
    const [first] = task.sessions;
    if (!first) throw new Error('expected a session');
    const response = await rename(ada, task, first.id, name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.invalid' });
    expect(response.json().message).toContain(message);
    expect(namesOf((await call(ada, 'GET', `/api/tasks/${task.id}`)).json())).toEqual([null, null]);
  });

  it('accepts a name of exactly the longest length', async () => {
    const task = await create(ada, 50);
    const [first] = task.sessions;
    if (!first) throw new Error('expected a session');
    const name = 'y'.repeat(SESSION_NAME_MAX_LENGTH);
    expect(namesOf((await rename(ada, task, first.id, name)).json())).toEqual([name, null]);
  });

  it('refuses a session of another task with its own code', async () => {
    const task = await create(ada, 50);
    const other = (await create(ada, 50)).sessions[0];
    if (!other) throw new Error('expected a session');
    const response = await rename(ada, task, other.id, 'Elsewhere');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'tasks.session_not_found' });
  });

  it('refuses a body with fields it does not know', async () => {
    const task = await create(ada, 50);
    const [first] = task.sessions;
    if (!first) throw new Error('expected a session');
    const response = await call(ada, 'PATCH', `/api/tasks/${task.id}/sessions/${first.id}/name`, {
      name: 'Outline',
      sessionOrder: 9,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.invalid' });
  });
});

describe.each(testDatabases())('session names told to the owner on $name', (database) => {
  let app: App;
  let sockets: ReturnType<typeof socketOpener>;
  const { create, split, rename } = caller(() => app);

  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app } = running);
    sockets = socketOpener(app);
  });
  afterAll(async () => {
    sockets.closeAll();
  });

  function upserts(socket: Socket) {
    const tasks: Task[] = [];
    socket.on(TASK_EVENTS.upserted, (payload: { task: Task }) => tasks.push(payload.task));
    return tasks;
  }

  async function until(check: () => boolean) {
    for (let attempt = 0; attempt < 250 && !check(); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("sends the named and the renamed task to the owner's tabs, and to nobody else", async () => {
    const cy = await createUser(app, 'cy@example.com');
    const eve = await createUser(app, 'eve@example.com');
    const task = await create(cy, 50);
    const [tab, eveTab] = await Promise.all([sockets.open(cy.cookie), sockets.open(eve.cookie)]);
    const [seen, eveSeen] = [upserts(tab), upserts(eveTab)];

    await split(cy, task.id);
    const first = task.sessions[0];
    if (!first) throw new Error('expected a session');
    await rename(cy, task, first.id, 'Outline');
    await until(() => seen.length >= 2);
    expect(seen.map(namesOf)).toEqual([
      ['Part 1 of 2', 'Part 2 of 2'],
      ['Outline', 'Part 2 of 2'],
    ]);
    expect(eveSeen).toEqual([]);
  });
});

describe.each(testDatabases())('session names from a model on $name', (database) => {
  let handle: DatabaseHandle;
  let fake: FakeOpenAi;
  let app: App;
  let ada: Person;
  const { create, split } = caller(() => app);

  beforeAll(async () => {
    handle = await database.open();
    fake = await startFakeOpenAi({ retryAfterSeconds: 0 });
    app = await createTestApp({
      database: handle,
      env: { ...fake.env, AI_TIMEOUT_SECONDS: '1' },
    });
    ada = await createUser(app, 'ada@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await handle?.close();
  });
  beforeEach(() => fake.reset());

  it("stores the model's names in order, having told it the task", async () => {
    const task = await create(ada, 100);
    const response = await split(ada, task.id);
    expect(response.statusCode).toBe(200);
    expect(namesOf(response.json())).toEqual(fakeSessionNames(4));
    const asked = fake.requests.filter((request) => request.question === 'session-names');
    expect(asked).toHaveLength(1);
    expect(JSON.stringify(asked[0]?.user)).toContain('Write the report');
  });

  it("falls back to the rules' names when the model fails", async () => {
    const task = await create(ada, 75);
    fake.always('server-error');
    const response = await split(ada, task.id);
    expect(response.statusCode).toBe(200);
    expect(namesOf(response.json())).toEqual(['Part 1 of 3', 'Part 2 of 3', 'Part 3 of 3']);
    expect(fake.requests.some((request) => request.question === 'session-names')).toBe(true);
  });
});
