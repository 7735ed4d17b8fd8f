import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { tasks } from '../../schema.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { createUser } from '../../test/users.ts';

describe.each(testDatabases())('AI enrichment as a durable job on $name', (database) => {
  let handle: DatabaseHandle;
  let ada: { userId: string; cookie: string };

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  /** A server on the shared database; `RUN_JOBS=false` makes one that only queues jobs. */
  async function server(env: NodeJS.ProcessEnv = {}) {
    const app = await createTestApp({ database: handle, env });
    await app.ready();
    return app;
  }

  async function read(app: App, id: string): Promise<Task> {
    return (
      await app.inject({ method: 'GET', url: `/api/tasks/${id}`, headers: { cookie: ada.cookie } })
    ).json();
  }

  async function enriched(app: App, id: string): Promise<Task> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const task = await read(app, id);
      if (task.aiStatus !== 'processing') return task;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the task was never enriched');
  }

  it('leaves a task queued on a server that only queues, for a working server to enrich', async () => {
    const queuing = await server({ RUN_JOBS: 'false' });
    ada = await createUser(queuing, 'ada@example.com');
    const created: Task = (
      await queuing.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: { cookie: ada.cookie },
        payload: { title: 'Draft the quarterly plan', minutes: 50 },
      })
    ).json();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await read(queuing, created.id)).aiStatus).toBe('processing');
    await queuing.close();

    const working = await server();
    try {
      const task = await enriched(working, created.id);
      expect(task.aiStatus).toBe('done');
      expect(task.aiTaskSummary).toContain('Draft the quarterly plan');
    } finally {
      await working.close();
    }
  });

  it('queues again, at start-up, a task left waiting without a job', async () => {
    // As a task created before enrichment became a job, whose in-memory timer died with its server.
    const [orphan] = await handle.db
      .insert(tasks)
      .values({
        userId: ada.userId,
        title: 'Left behind by a restart',
        originalEstimatedDuration: 25,
        totalPomodorosPlanned: 1,
        aiStatus: 'processing',
        position: 'a0',
      })
      .returning({ id: tasks.id });
    if (!orphan) throw new Error('the task was not inserted');

    const working = await server();
    try {
      const task = await enriched(working, orphan.id);
      expect(task.aiStatus).toBe('done');
      expect(task.aiTaskSummary).toContain('Left behind by a restart');
    } finally {
      await working.close();
    }
  });
});
