import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { pomodoroSessions, tasks } from '../../schema.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { createUser } from '../../test/users.ts';

describe.each(testDatabases())('tasks created with their own id on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let ada: { cookie: string };
  let bob: { cookie: string };

  beforeAll(async () => {
    handle = await database.open();
    app = await createTestApp({ database: handle });
    ada = await createUser(app, 'ada@example.com');
    bob = await createUser(app, 'bob@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const post = (who: { cookie: string }, payload: object) =>
    app.inject({ method: 'POST', url: '/api/tasks', headers: { cookie: who.cookie }, payload });

  const storedWithId = async (id: string) => ({
    tasks: await handle.db.select().from(tasks).where(eq(tasks.id, id)),
    sessions: await handle.db
      .select()
      .from(pomodoroSessions)
      .where(eq(pomodoroSessions.taskId, id)),
  });

  it('stores a task under the id the client made', async () => {
    const id = randomUUID();
    const response = await post(ada, { id, title: 'Mine', minutes: 50 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id, title: 'Mine', totalPomodorosPlanned: 2 });
  });

  it('answers a retry with the task already made, and stores it once', async () => {
    const id = randomUUID();
    const payload = { id, title: 'Send the invoice', dueDate: '2026-12-01T09:00:00.000Z' };
    const first = await post(ada, payload);
    const retry = await post(ada, payload);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    const made: Task = first.json();
    const again: Task = retry.json();
    expect(again.id).toBe(id);
    expect(again.sessions.map((session) => session.id)).toEqual(
      made.sessions.map((session) => session.id),
    );
    const stored = await storedWithId(id);
    expect(stored.tasks).toHaveLength(1);
    expect(stored.sessions).toHaveLength(made.sessions.length);
  });

  it('makes one task of creates with one id sent at once', async () => {
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(ada, { id, title: 'Only once' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => (answer.json() as Task).id))).toEqual(new Set([id]));
    const stored = await storedWithId(id);
    expect(stored.tasks).toHaveLength(1);
    expect(stored.sessions).toHaveLength(1);
  });

  it("refuses another user's id, telling nothing of that task", async () => {
    const id = randomUUID();
    expect((await post(ada, { id, title: 'Private plans' })).statusCode).toBe(201);
    const refused = await post(bob, { id, title: 'Private plans' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'tasks.id_taken' });
    expect(refused.body).not.toContain('Private plans');
    const stored = await storedWithId(id);
    expect(stored.tasks.map((task) => task.title)).toEqual(['Private plans']);
  });

  it('refuses an id sent again with other content', async () => {
    const id = randomUUID();
    expect((await post(ada, { id, title: 'Call the bank' })).statusCode).toBe(201);
    const refused = await post(ada, { id, title: 'Call the school' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'tasks.id_taken' });
    expect((await storedWithId(id)).tasks.map((task) => task.title)).toEqual(['Call the bank']);
  });

  it('answers 400 to an id that is not a random UUID', async () => {
    const response = await post(ada, { id: 'task-1', title: 'Bad id' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.invalid' });
    expect(response.json().message).toContain('id');
  });
});
