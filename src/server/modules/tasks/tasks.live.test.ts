import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionChange } from '../../../shared/focus.schemas.ts';
import { FOCUS_EVENTS, TASK_EVENTS } from '../../../shared/realtime-events.ts';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { socketOpener } from '../../test/sockets.ts';
import { createUser } from '../../test/users.ts';

const [pglite] = testDatabases();

describe('task changes pushed to the owner', () => {
  let handle: DatabaseHandle;
  let app: App;
  let sockets: ReturnType<typeof socketOpener>;

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always available');
    handle = await pglite.open();
    app = await createTestApp({
      database: handle,
      aiEngine: {
        enrich: async (task) => {
          if (task.title.includes('break the engine')) throw new Error('model unavailable');
          return {
            aiPredictedPriority: 'Medium',
            aiTaskSummary: `Summary of ${task.title}`,
            aiPredictedUrgency: 'Low',
            aiInsights: 'Insight',
          };
        },
      },
    });
    sockets = socketOpener(app);
  });
  afterAll(async () => {
    sockets.closeAll();
    await app.close();
    await handle.close();
  });

  const socketFor = (cookie: string) => sockets.open(cookie);

  function collect(socket: Socket) {
    const events: { event: string; payload: unknown }[] = [];
    socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
    return events;
  }

  async function until(check: () => boolean) {
    for (let attempt = 0; attempt < 500 && !check(); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('sends each committed change to every socket of the owner, and to nobody else', async () => {
    const ada = await createUser(app, 'ada@example.com');
    const eve = await createUser(app, 'eve@example.com');
    const [tabOne, tabTwo, eveTab] = await Promise.all([
      socketFor(ada.cookie),
      socketFor(ada.cookie),
      socketFor(eve.cookie),
    ]);
    const [one, two, eves] = [collect(tabOne), collect(tabTwo), collect(eveTab)];
    const headers = { cookie: ada.cookie };

    const created: Task = (
      await app.inject({ method: 'POST', url: '/api/tasks', headers, payload: { title: 'Live' } })
    ).json();
    await until(() => two.filter((entry) => entry.event === TASK_EVENTS.upserted).length >= 2);
    const upserts = two
      .filter((entry) => entry.event === TASK_EVENTS.upserted)
      .map((entry) => (entry.payload as { task: Task }).task);
    expect(upserts.map((task) => [task.id, task.aiStatus])).toEqual([
      [created.id, 'processing'],
      [created.id, 'done'],
    ]);
    expect(upserts[1]?.aiTaskSummary).toBe('Summary of Live');

    const other: Task = (
      await app.inject({ method: 'POST', url: '/api/tasks', headers, payload: { title: 'Other' } })
    ).json();
    await until(() => one.filter((entry) => entry.event === TASK_EVENTS.upserted).length >= 4);
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/tasks/${created.id}/position`,
      headers,
      payload: { after: other.id },
    });
    expect(moved.statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: `/api/tasks/${created.id}`, headers });
    await until(() => one.some((entry) => entry.event === TASK_EVENTS.deleted));
    expect(one.map((entry) => entry.event)).toEqual([
      TASK_EVENTS.upserted,
      TASK_EVENTS.upserted,
      TASK_EVENTS.upserted,
      TASK_EVENTS.upserted,
      TASK_EVENTS.moved,
      TASK_EVENTS.deleted,
    ]);
    // The move travels as the moved task's new key alone, as its answer gives it.
    expect(one.at(-2)?.payload).toEqual(moved.json());
    expect(moved.json()).toEqual({
      id: created.id,
      position: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(one.at(-1)?.payload).toEqual({ id: created.id });
    expect(eves).toEqual([]);
  });

  it('tells every tab of a delete, of the running session it stopped, and of a restore', async () => {
    const dee = await createUser(app, 'dee@example.com');
    const headers = { cookie: dee.cookie };
    const created: Task = (
      await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers,
        payload: { title: 'Undo me' },
      })
    ).json();
    const session = created.sessions[0];
    if (!session) throw new Error('expected a session');
    await app.inject({ method: 'POST', url: `/api/sessions/${session.id}/start`, headers });
    // Once the AI is done, only what follows is sent.
    const read = async () => {
      const task: Task = (
        await app.inject({ method: 'GET', url: `/api/tasks/${created.id}`, headers })
      ).json();
      return task.aiStatus === 'done';
    };
    for (let attempt = 0; attempt < 100 && !(await read()); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const events = collect(await socketFor(dee.cookie));

    await app.inject({ method: 'DELETE', url: `/api/tasks/${created.id}`, headers });
    await until(() => events.some((entry) => entry.event === TASK_EVENTS.deleted));
    expect(events.map((entry) => entry.event)).toEqual([FOCUS_EVENTS.session, TASK_EVENTS.deleted]);
    const [stopped, deleted] = events.map((entry) => entry.payload);
    expect((stopped as SessionChange).session).toMatchObject({
      id: session.id,
      status: 'interrupted',
    });
    expect(deleted).toEqual({ id: created.id });

    await app.inject({ method: 'POST', url: `/api/tasks/${created.id}/restore`, headers });
    await until(() => events.length >= 3);
    expect(events[2]).toEqual({
      event: TASK_EVENTS.upserted,
      payload: { task: expect.objectContaining({ id: created.id, position: created.position }) },
    });
  });

  it("tells every tab of a repeating task's next occurrence, and of its Undo", async () => {
    const rae = await createUser(app, 'rae@example.com');
    const headers = { cookie: rae.cookie };
    const created: Task = (
      await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers,
        payload: {
          title: 'Every day',
          dueDate: '2027-03-01T08:00:00.000Z',
          repeat: { rule: 'FREQ=DAILY' },
        },
      })
    ).json();
    const events = collect(await socketFor(rae.cookie));
    const completion = (completed: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/api/tasks/${created.id}/completion`,
        headers,
        payload: { completed },
      });

    await completion(true);
    const upserts = () => events.filter((entry) => entry.event === TASK_EVENTS.upserted);
    await until(() =>
      upserts().some((entry) => (entry.payload as { task: Task }).task.id !== created.id),
    );
    const added = upserts()
      .map((entry) => (entry.payload as { task: Task }).task)
      .find((task) => task.id !== created.id);
    expect(added).toMatchObject({
      title: 'Every day',
      dueDate: '2027-03-02T08:00:00.000Z',
      completed: false,
      repeatRule: 'FREQ=DAILY',
    });

    await completion(false);
    await until(() => events.some((entry) => entry.event === TASK_EVENTS.deleted));
    expect(events.find((entry) => entry.event === TASK_EVENTS.deleted)?.payload).toEqual({
      id: added?.id,
    });
  });

  it('sends each change as the task then reads, sessions and all', async () => {
    const cy = await createUser(app, 'cy@example.com');
    const headers = { cookie: cy.cookie };
    const created: Task = (
      await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers,
        payload: { title: 'Whole', minutes: 60 },
      })
    ).json();
    const read = async (): Promise<Task> =>
      (await app.inject({ method: 'GET', url: `/api/tasks/${created.id}`, headers })).json();
    for (let attempt = 0; attempt < 100 && (await read()).aiStatus !== 'done'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const events = collect(await socketFor(cy.cookie));
    const changes = [
      () =>
        app.inject({
          method: 'PATCH',
          url: `/api/tasks/${created.id}`,
          headers,
          payload: { isUrgent: true },
        }),
      () =>
        app.inject({
          method: 'PUT',
          url: `/api/tasks/${created.id}/completion`,
          headers,
          payload: { completed: true },
        }),
      () =>
        app.inject({
          method: 'PUT',
          url: `/api/tasks/${created.id}/completion`,
          headers,
          payload: { completed: false },
        }),
    ];
    for (const [index, change] of changes.entries()) {
      const answer: Task = (await change()).json();
      await until(() => events.length > index);
      const sent = (events[index]?.payload as { task: Task } | undefined)?.task;
      expect(sent).toEqual(await read());
      expect(answer).toEqual(sent);
      expect(sent?.sessions).toHaveLength(3);
    }
  });

  it("marks the task failed with the rules' texts when the engine fails, and tells the owner", async () => {
    const bob = await createUser(app, 'bob@example.com');
    const socket = await socketFor(bob.cookie);
    const events = collect(socket);
    const created: Task = (
      await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: { cookie: bob.cookie },
        payload: { title: 'Please break the engine' },
      })
    ).json();
    await until(() => events.length >= 2);
    const last = events.at(-1)?.payload as { task: Task };
    expect(last.task).toMatchObject({
      id: created.id,
      aiStatus: 'failed',
      aiTaskSummary: 'Please break the engine: 25 min in 1 session, no due date.',
    });
  });
});
