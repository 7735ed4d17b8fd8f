import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionChange } from '../../../shared/focus.schemas.ts';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { tasks } from '../../schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';

type Who = { userId: string; cookie: string };

describe.each(testDatabases())('deleting and restoring tasks on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let ada: Who;
  let bob: Who;

  // Purges every second, so the purge can be watched.
  const running = useTestApp(database, { taskPurgeEverySeconds: 1 });
  beforeAll(async () => {
    ({ app, handle } = running);
    await app.ready();
    ada = await createUser(app, 'ada@example.com');
    bob = await createUser(app, 'bob@example.com');
  });

  const call = (
    who: Who,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const create = async (who: Who, title: string, minutes = 25): Promise<Task> =>
    (await call(who, 'POST', '/api/tasks', { title, minutes })).json();
  const titles = async (who: Who) =>
    ((await call(who, 'GET', '/api/tasks')).json() as Task[]).map((task) => task.title);
  /** Moves a deletion back in time, as if it had been made `minutes` ago. */
  const deletedAgo = (id: string, minutes: number) =>
    handle.db
      .update(tasks)
      .set({ deletedAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(tasks.id, id));
  const stored = async (id: string) =>
    (await handle.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, id))).length > 0;

  async function until(check: () => Promise<boolean>, what: string) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Gave up waiting until ${what}`);
  }

  it('hides a deleted task from every read and change, and brings it back where it was', async () => {
    const first = await create(ada, 'First', 60);
    const second = await create(ada, 'Second');
    const third = await create(ada, 'Third');
    const before: Task[] = (await call(ada, 'GET', '/api/tasks')).json();

    expect((await call(ada, 'DELETE', `/api/tasks/${second.id}`)).statusCode).toBe(204);
    expect(await titles(ada)).toEqual(['Third', 'First']);
    for (const [method, url, payload] of [
      ['GET', `/api/tasks/${second.id}`, undefined],
      ['PATCH', `/api/tasks/${second.id}`, { title: 'Changed while deleted' }],
      ['PUT', `/api/tasks/${second.id}/completion`, { completed: true }],
      ['DELETE', `/api/tasks/${second.id}`, undefined],
      ['PUT', `/api/tasks/${second.id}/position`, { after: first.id }],
      ['PUT', `/api/tasks/${first.id}/position`, { before: second.id }],
    ] as const) {
      const response = await call(ada, method, url, payload);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'tasks.not_found' });
    }
    const session = second.sessions[0];
    if (!session) throw new Error('expected a session');
    expect((await call(ada, 'POST', `/api/sessions/${session.id}/start`)).json()).toMatchObject({
      statusCode: 404,
      code: 'tasks.session_not_found',
    });

    const restored = await call(ada, 'POST', `/api/tasks/${second.id}/restore`);
    expect(restored.statusCode).toBe(200);
    const back: Task = restored.json();
    expect(back).toMatchObject({ id: second.id, title: 'Second', position: second.position });
    expect(back.sessions).toEqual(second.sessions);
    const after: Task[] = (await call(ada, 'GET', '/api/tasks')).json();
    expect(after.map((task) => task.id)).toEqual(before.map((task) => task.id));
    expect(after.map((task) => task.id)).toEqual([third.id, second.id, first.id]);

    // A second Undo (another tab) finds it back already and says so.
    const again = await call(ada, 'POST', `/api/tasks/${second.id}/restore`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: second.id, title: 'Second' });
  });

  it('restores only within the restore window, and only the owner', async () => {
    const task = await create(ada, 'Gone for good');
    await call(ada, 'DELETE', `/api/tasks/${task.id}`);
    expect((await call(bob, 'POST', `/api/tasks/${task.id}/restore`)).json()).toMatchObject({
      statusCode: 404,
      code: 'tasks.not_found',
    });

    await deletedAgo(task.id, 11);
    const late = await call(ada, 'POST', `/api/tasks/${task.id}/restore`);
    expect(late.json()).toMatchObject({ statusCode: 404, code: 'tasks.not_found' });
    expect(await titles(ada)).not.toContain('Gone for good');

    const unknown = await call(
      ada,
      'POST',
      '/api/tasks/00000000-0000-4000-8000-000000000000/restore',
    );
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'tasks.not_found' });
    const malformed = await call(ada, 'POST', '/api/tasks/not-a-task/restore');
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'request.invalid' });
  });

  it('stops the running session of a deleted task, so another can start', async () => {
    const running = await create(bob, 'Running when deleted', 50);
    const other = await create(bob, 'Next one');
    const [session] = running.sessions;
    const [next] = other.sessions;
    if (!session || !next) throw new Error('expected sessions');
    expect((await call(bob, 'POST', `/api/sessions/${session.id}/start`)).statusCode).toBe(200);
    expect((await call(bob, 'POST', `/api/sessions/${next.id}/start`)).json().code).toBe(
      'tasks.another_session_active',
    );

    expect((await call(bob, 'DELETE', `/api/tasks/${running.id}`)).statusCode).toBe(204);
    expect((await call(bob, 'GET', '/api/sessions/active')).json()).toBeNull();
    const started = await call(bob, 'POST', `/api/sessions/${next.id}/start`);
    expect(started.statusCode).toBe(200);
    expect((started.json() as SessionChange).session.status).toBe('active');
    await call(bob, 'POST', `/api/sessions/${next.id}/interrupt`, { remainingSeconds: 600 });

    const back: Task = (await call(bob, 'POST', `/api/tasks/${running.id}/restore`)).json();
    const stopped = back.sessions.find((entry) => entry.id === session.id);
    expect(stopped).toMatchObject({ status: 'interrupted', interruptionsCount: 1 });
    // Stopped moments after it started: nearly all of its 25 minutes are left to resume.
    expect(stopped?.remainingTimeSeconds).toBeGreaterThan(25 * 60 - 60);
    expect(stopped?.remainingTimeSeconds).toBeLessThanOrEqual(25 * 60);
    const resumed = await call(bob, 'POST', `/api/sessions/${session.id}/start`);
    expect((resumed.json() as SessionChange).session.status).toBe('active');
  });

  it('sends a task deleted while the AI worked on it back to the AI once restored', async () => {
    const task = await create(bob, 'Half enriched');
    await call(bob, 'DELETE', `/api/tasks/${task.id}`);
    // As if the run had found the task deleted, and left it waiting.
    await handle.db
      .update(tasks)
      .set({ aiStatus: 'processing', aiTaskSummary: null })
      .where(eq(tasks.id, task.id));
    const back: Task = (await call(bob, 'POST', `/api/tasks/${task.id}/restore`)).json();
    expect(back.aiStatus).toBe('processing');
    await until(
      async () =>
        ((await call(bob, 'GET', `/api/tasks/${task.id}`)).json() as Task).aiStatus === 'done',
      'the AI to finish',
    );
  });

  it('purges tasks deleted longer ago than the window, run after run, and keeps the others', async () => {
    const old = await create(ada, 'Deleted long ago');
    const recent = await create(ada, 'Deleted just now');
    const later = await create(ada, 'Deleted long ago, later');
    for (const task of [old, recent, later]) await call(ada, 'DELETE', `/api/tasks/${task.id}`);

    await deletedAgo(old.id, 11);
    await until(async () => !(await stored(old.id)), 'the first purge');
    expect(await stored(recent.id)).toBe(true);
    expect(await stored(later.id)).toBe(true);

    // The purge queued its own next run.
    await deletedAgo(later.id, 11);
    await until(async () => !(await stored(later.id)), 'the next purge');
    expect(await stored(recent.id)).toBe(true);
    expect((await call(ada, 'POST', `/api/tasks/${recent.id}/restore`)).statusCode).toBe(200);
  });
});
