import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionChange } from '../../../shared/focus.schemas.ts';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { createUser } from '../../test/users.ts';

const postgres = testDatabases().find((database) => database.name === 'postgres');

// Deleting a task locks the task, then its sessions (by cascade). A session change that locked
// them the other way round could deadlock with it, and one of the two would fail.
describe.runIf(postgres)('a session change on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    if (!postgres) return;
    handle = await postgres.open();
    app = await createTestApp({ database: handle });
    cookie = (await createUser(app, 'locks@example.com')).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const call = (method: 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('waits for its task before it locks the session, as a delete does', async () => {
    const task: Task = (await call('POST', '/api/tasks', { title: 'Lock order' })).json();
    const session = task.sessions[0];
    if (!session) throw new Error('expected a session');
    await call('POST', `/api/sessions/${session.id}/start`);

    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    // Another transaction holds the task, as a delete in flight would.
    const holder = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select id from tasks where id = ${task.id} for update`);
      holding();
      await released;
    });
    await held;
    const completing = call('POST', `/api/sessions/${session.id}/complete`, { taskId: task.id });
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The waiting change has not taken the session yet: the delete could take it next.
    const sessionFree = await handle.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`select id from pomodoro_sessions where id = ${session.id} for update nowait`,
        );
        return true;
      })
      .catch(() => false);
    release();
    await holder;
    expect(sessionFree).toBe(true);
    const completed = await completing;
    expect(completed.statusCode).toBe(200);
    expect((completed.json() as SessionChange).session.status).toBe('completed');
  });
});
