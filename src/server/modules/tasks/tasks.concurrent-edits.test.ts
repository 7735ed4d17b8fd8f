import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { createUser } from '../../test/users.ts';

describe.each(testDatabases())('edits of one task at the same moment on $name', (database) => {
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

  const edit = (id: string, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/tasks/${id}`,
      headers: { cookie: ada.cookie },
      payload,
    });

  // Setting one flag of a task without flags sets the other to false: an edit decided from the
  // state before the other edit landed would undo that edit's flag.
  it('each decide from the task as the other left it, so neither is lost', async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/tasks',
          headers: { cookie: ada.cookie },
          payload: { title: `Two tabs ${index}` },
        }),
      ),
    );
    const ids = created.map((response) => response.json<Task>().id);
    const answers = await Promise.all(
      ids.flatMap((id) => [edit(id, { isImportant: true }), edit(id, { isUrgent: true })]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    for (const id of ids) {
      const task = (
        await app.inject({
          method: 'GET',
          url: `/api/tasks/${id}`,
          headers: { cookie: ada.cookie },
        })
      ).json<Task>();
      expect(task).toMatchObject({ id, isImportant: true, isUrgent: true });
    }
  });

  it('answers 404 to an edit of a task deleted while it was edited', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie: ada.cookie },
      payload: { title: 'Gone soon' },
    });
    const { id } = created.json<Task>();
    const [edited, deleted] = await Promise.all([
      edit(id, { title: 'Renamed' }),
      app.inject({ method: 'DELETE', url: `/api/tasks/${id}`, headers: { cookie: ada.cookie } }),
    ]);
    expect(deleted.statusCode).toBe(204);
    expect([200, 404]).toContain(edited.statusCode);
    const after = await app.inject({
      method: 'GET',
      url: `/api/tasks/${id}`,
      headers: { cookie: ada.cookie },
    });
    expect(after.statusCode).toBe(404);
  });
});
