import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLETED_PAGE_SIZE,
  RECENT_COMPLETED_TASKS,
} from '../../../shared/domain/task-list-window.ts';
import { orderKeys } from '../../../shared/domain/task-order.ts';
import {
  completedPageSchema,
  type TaskListItemWire,
  taskListSchema,
} from '../../../shared/task-list.schemas.ts';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import * as schema from '../../schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';

const MINUTE = 60_000;

describe.each(testDatabases())('My Tasks list and older completed tasks on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let ada: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };

  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app, handle } = running);
    ada = await createUser(app, 'ada@example.com');
    bob = await createUser(app, 'bob@example.com');
  });

  const get = (who: { cookie: string }, url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

  async function list(who: { cookie: string }): Promise<TaskListItemWire[]> {
    const response = await get(who, '/api/tasks');
    expect(response.statusCode).toBe(200);
    return taskListSchema.parse(response.json());
  }

  async function page(who: { cookie: string }, before?: string) {
    const query = before === undefined ? '' : `?before=${encodeURIComponent(before)}`;
    const response = await get(who, `/api/tasks/completed${query}`);
    expect(response.statusCode).toBe(200);
    return completedPageSchema.parse(response.json());
  }

  /** `count` tasks the user finished one minute apart, the first the longest ago. */
  async function finished(userId: string, count: number, title: string, startedAgo: number) {
    const now = Date.now();
    const keys = orderKeys(count);
    const rows = await handle.db
      .insert(schema.tasks)
      .values(
        Array.from({ length: count }, (_, index) => ({
          userId,
          title: `${title} ${index + 1}`,
          originalEstimatedDuration: 25,
          totalPomodorosPlanned: 1,
          pomodorosCompletedCount: 1,
          focusTimeCompletedMinutes: 25,
          completed: true,
          completedAt: new Date(now - (startedAgo - index) * MINUTE),
          position: keys[index] ?? '',
        })),
      )
      .returning({ id: schema.tasks.id });
    await handle.db.insert(schema.pomodoroSessions).values(
      rows.map((row) => ({
        userId,
        taskId: row.id,
        sessionOrder: 1,
        durationMinutes: 25,
        status: 'completed' as const,
        completed: true,
        focusMinutes: 25,
      })),
    );
  }

  it('sends open tasks whole for their rows, with only the sessions a row acts on', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie: bob.cookie },
      payload: { title: 'Write the report', description: 'For the board', minutes: 75 },
    });
    const task: Task = created.json();
    const [first, second] = task.sessions;
    if (!first || !second) throw new Error('three sessions expected');
    await handle.db
      .update(schema.pomodoroSessions)
      .set({ status: 'completed', completed: true, focusMinutes: 25 })
      .where(eq(schema.pomodoroSessions.id, first.id));
    await handle.db
      .update(schema.tasks)
      .set({ pomodorosCompletedCount: 1, focusTimeCompletedMinutes: 25 })
      .where(eq(schema.tasks.id, task.id));
    await handle.db
      .update(schema.pomodoroSessions)
      .set({ status: 'interrupted', remainingTimeSeconds: 600 })
      .where(eq(schema.pomodoroSessions.id, second.id));

    const [row] = await list(bob);
    expect(row?.id).toBe(task.id);
    // The interrupted session is the one Resume acts on; nothing else of the history is sent.
    expect(row?.sessions).toEqual([{ id: second.id, order: 2, status: 'interrupted' }]);
    expect(row).toMatchObject({ minutes: 75, sessionCount: 3, sessionsDone: 1, focusMinutes: 25 });
    const raw = (await get(bob, '/api/tasks')).json()[0];
    // Empty fields, the description and the AI's long texts are left out; the task has them.
    for (const field of ['description', 'dueDate', 'aiInsights', 'priority', 'completed']) {
      expect(raw).not.toHaveProperty(field);
    }
    const whole: Task = (await get(bob, `/api/tasks/${task.id}`)).json();
    expect(whole.sessions).toHaveLength(3);
    expect(whole).toMatchObject({ description: 'For the board', originalEstimatedDuration: 75 });
    expect(whole).toHaveProperty('aiInsights');
  });

  it('holds every open task and the most recent completed ones; older ones come in pages', async () => {
    const older = COMPLETED_PAGE_SIZE + 5;
    await finished(ada.userId, RECENT_COMPLETED_TASKS + older, 'Done', 10_000);
    for (const title of ['Open one', 'Open two']) {
      await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: { cookie: ada.cookie },
        payload: { title },
      });
    }

    const tasks = await list(ada);
    expect(tasks.filter((task) => !task.completed).map((task) => task.title)).toEqual([
      'Open two',
      'Open one',
    ]);
    const recent = tasks.filter((task) => task.completed).map((task) => task.title);
    expect(recent).toHaveLength(RECENT_COMPLETED_TASKS);
    // The newest completions are the recent ones (the last inserted finished last).
    expect(recent).toContain(`Done ${RECENT_COMPLETED_TASKS + older}`);
    expect(recent).not.toContain(`Done ${older}`);

    const first = await page(ada);
    expect(first.tasks).toHaveLength(COMPLETED_PAGE_SIZE);
    expect(first.tasks.map((task) => task.title).slice(0, 2)).toEqual([
      `Done ${older}`,
      `Done ${older - 1}`,
    ]);
    expect(first.next).not.toBeNull();
    const second = await page(ada, first.next ?? '');
    expect(second.tasks.map((task) => task.title)).toEqual([
      'Done 5',
      'Done 4',
      'Done 3',
      'Done 2',
      'Done 1',
    ]);
    expect(second.next).toBeNull();

    const seen = [...tasks, ...first.tasks, ...second.tasks].map((task) => task.id);
    expect(new Set(seen).size).toBe(2 + RECENT_COMPLETED_TASKS + older);
  });

  it('pages through tasks finished at the same instant without losing or repeating one', async () => {
    const carol = await createUser(app, 'carol@example.com');
    const at = new Date();
    // Tasks finished together and never moved, like tasks added together, may share a key.
    await handle.db.insert(schema.tasks).values(
      Array.from({ length: RECENT_COMPLETED_TASKS + COMPLETED_PAGE_SIZE * 2 }, (_, index) => ({
        userId: carol.userId,
        title: `Same ${index}`,
        originalEstimatedDuration: 25,
        totalPomodorosPlanned: 1,
        completed: true,
        completedAt: at,
        position: 'a0',
      })),
    );
    const ids: string[] = (await list(carol)).map((task) => task.id);
    let next: string | undefined;
    do {
      const answer = await page(carol, next);
      ids.push(...answer.tasks.map((task) => task.id));
      next = answer.next ?? undefined;
    } while (next !== undefined);
    expect(ids).toHaveLength(RECENT_COMPLETED_TASKS + COMPLETED_PAGE_SIZE * 2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("never shows a user another's completed tasks, and refuses a cursor it did not give", async () => {
    const first = await page(ada);
    const bobsPage = await page(bob, first.next ?? undefined);
    expect(bobsPage.tasks).toEqual([]);

    const refused = await get(ada, '/api/tasks/completed?before=yesterday');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'request.invalid' });
    expect(refused.json().message).toContain('before must be the `next` cursor');

    const stranger = await app.inject({ method: 'GET', url: '/api/tasks/completed' });
    expect(stranger.statusCode).toBe(401);
  });
});
