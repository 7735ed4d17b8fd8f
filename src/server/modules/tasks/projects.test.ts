import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LABELS_PER_TASK, MAX_PROJECTS_PER_USER } from '../../../shared/domain/projects.ts';
import { TASK_RESTORE_WINDOW_MS } from '../../../shared/domain/task-deletion.ts';
import type { Label, Project, Projects } from '../../../shared/projects.schemas.ts';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { createUser } from '../../test/users.ts';

describe.each(testDatabases())('projects and labels on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let clock = new Date('2026-11-26T10:00:00Z');
  let ada: { cookie: string };
  let eve: { cookie: string };

  beforeAll(async () => {
    handle = await database.open();
    app = await createTestApp({ database: handle, now: () => clock });
    ada = await createUser(app, 'ada@example.com');
    eve = await createUser(app, 'eve@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const call = (
    who: { cookie: string },
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const newProject = async (who: { cookie: string }, name: string) =>
    (await call(who, 'POST', '/api/projects', { name })).json<Project>();
  const newLabel = async (who: { cookie: string }, name: string) =>
    (await call(who, 'POST', '/api/labels', { name })).json<Label>();
  const newTask = async (who: { cookie: string }, payload: object) =>
    (await call(who, 'POST', '/api/tasks', payload)).json<Task>();
  const sideBar = async (who: { cookie: string }) =>
    (await call(who, 'GET', '/api/projects')).json<Projects>();

  it('lists projects in order with their open tasks counted, and the Inbox', async () => {
    const work = await newProject(ada, '  Work  stuff ');
    expect(work).toMatchObject({ name: 'Work stuff', color: 'blue', openCount: 0 });
    const home = await newProject(ada, 'Home');
    const deep = await newLabel(ada, 'deep');
    await newTask(ada, { title: 'Report', projectId: work.id, labelIds: [deep.id, deep.id] });
    const done = await newTask(ada, { title: 'Old report', projectId: work.id });
    await call(ada, 'PUT', `/api/tasks/${done.id}/completion`, { completed: true });
    await newTask(ada, { title: 'Loose end' });

    const bar = await sideBar(ada);
    expect(bar.projects.map((project) => [project.name, project.openCount])).toEqual([
      ['Work stuff', 1],
      ['Home', 0],
    ]);
    expect(bar.inboxOpenCount).toBe(1);
    const labels = (await call(ada, 'GET', '/api/labels')).json<{ labels: Label[] }>().labels;
    expect(labels.map((label) => [label.name, label.openCount])).toEqual([['deep', 1]]);
    // Another user sees none of it.
    expect(await sideBar(eve)).toEqual({ projects: [], inboxOpenCount: 0 });

    // Reordered by drag and drop: Home first.
    const moved = await call(ada, 'PUT', `/api/projects/${home.id}/position`, { before: work.id });
    expect(moved.statusCode).toBe(200);
    expect((await sideBar(ada)).projects.map((project) => project.name)).toEqual([
      'Home',
      'Work stuff',
    ]);
    // Renamed inline, recoloured.
    const renamed = await call(ada, 'PATCH', `/api/projects/${home.id}`, {
      name: 'Household',
      color: 'green',
    });
    expect(renamed.json()).toMatchObject({ name: 'Household', color: 'green' });
  });

  it('keeps a task’s project and labels, and refuses another user’s', async () => {
    const errands = await newProject(ada, 'Errands');
    const quick = await newLabel(ada, 'quick');
    const theirs = await newProject(eve, 'Theirs');
    const theirLabel = await newLabel(eve, 'secret');
    const task = await newTask(ada, {
      title: 'Buy stamps',
      projectId: errands.id,
      labelIds: [quick.id],
    });
    expect(task).toMatchObject({ projectId: errands.id, labelIds: [quick.id] });
    const list = (await call(ada, 'GET', '/api/tasks')).json<Record<string, unknown>[]>();
    expect(list.find((row) => row.id === task.id)).toMatchObject({
      project: errands.id,
      labels: [quick.id],
    });

    const toInbox = await call(ada, 'PATCH', `/api/tasks/${task.id}`, {
      projectId: null,
      labelIds: [],
    });
    expect(toInbox.json()).toMatchObject({ projectId: null, labelIds: [] });

    for (const [payload, code] of [
      [{ projectId: theirs.id }, 'tasks.project_not_found'],
      [{ labelIds: [theirLabel.id] }, 'tasks.label_not_found'],
    ] as const) {
      const refused = await call(ada, 'PATCH', `/api/tasks/${task.id}`, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(code);
      const created = await call(ada, 'POST', '/api/tasks', { title: 'Sneaky', ...payload });
      expect(created.json().code).toBe(code);
    }
    const tooMany = await call(ada, 'PATCH', `/api/tasks/${task.id}`, {
      labelIds: Array.from({ length: MAX_LABELS_PER_TASK + 1 }, () => quick.id),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(`at most ${MAX_LABELS_PER_TASK} labels`);
    // Another user's project cannot be read, changed, moved or deleted.
    expect(
      (await call(ada, 'PATCH', `/api/projects/${theirs.id}`, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await call(ada, 'DELETE', `/api/projects/${theirs.id}?tasks=inbox`)).statusCode).toBe(
      404,
    );
    expect((await call(ada, 'DELETE', `/api/labels/${theirLabel.id}`)).statusCode).toBe(404);
  });

  it('refuses bad names, duplicates and too many projects, with messages naming them', async () => {
    await newProject(eve, 'Garden');
    const duplicate = await call(eve, 'POST', '/api/projects', { name: 'GARDEN' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'projects.name_taken',
      message: "You already have a project named 'GARDEN'.",
    });
    expect((await call(eve, 'POST', '/api/projects', { name: '   ' })).json().message).toContain(
      'name must not be empty',
    );
    expect(
      (await call(eve, 'POST', '/api/projects', { name: 'x', color: 'plaid' })).json().message,
    ).toContain('color must be one of');
    expect(
      (await call(eve, 'POST', '/api/labels', { name: 'two words' })).json().message,
    ).toContain('A label name is one word');
    expect((await call(eve, 'DELETE', '/api/projects/not-an-id?tasks=inbox')).statusCode).toBe(400);
    const garden = (await sideBar(eve)).projects.find((project) => project.name === 'Garden');
    const noMode = await call(eve, 'DELETE', `/api/projects/${garden?.id}`);
    expect(noMode.statusCode).toBe(400);
    expect(noMode.json().message).toContain('tasks must be inbox or delete');

    const have = (await sideBar(eve)).projects.length;
    // Ten at a time: each waits for the others' count under the user's lock.
    const missing = MAX_PROJECTS_PER_USER - have;
    for (let start = 0; start < missing; start += 10) {
      const added = await Promise.all(
        Array.from({ length: Math.min(10, missing - start) }, (_, index) =>
          call(eve, 'POST', '/api/projects', { name: `Project ${start + index}` }),
        ),
      );
      expect(added.every((response) => response.statusCode === 201)).toBe(true);
    }
    const over = await call(eve, 'POST', '/api/projects', { name: 'One too many' });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('projects.limit_reached');
    expect((await sideBar(eve)).projects).toHaveLength(MAX_PROJECTS_PER_USER);
  });

  it('deletes a project moving its tasks to the Inbox, and Undo puts them back', async () => {
    const trip = await newProject(ada, 'Trip');
    const pack = await newTask(ada, { title: 'Pack', projectId: trip.id });
    const book = await newTask(ada, { title: 'Book hotel', projectId: trip.id });
    const removed = await call(ada, 'DELETE', `/api/projects/${trip.id}?tasks=inbox`);
    expect(removed.json()).toEqual({ tasks: 2 });
    expect((await sideBar(ada)).projects.map((project) => project.name)).not.toContain('Trip');
    const inInbox = (await call(ada, 'GET', `/api/tasks/${pack.id}`)).json<Task>();
    expect(inInbox.projectId).toBeNull();
    // Moved elsewhere meanwhile: Undo leaves it there.
    const elsewhere = await newProject(ada, 'Elsewhere');
    await call(ada, 'PATCH', `/api/tasks/${book.id}`, { projectId: elsewhere.id });

    const restored = await call(ada, 'POST', `/api/projects/${trip.id}/restore`);
    expect(restored.json()).toMatchObject({ name: 'Trip', openCount: 1 });
    expect((await call(ada, 'GET', `/api/tasks/${pack.id}`)).json<Task>().projectId).toBe(trip.id);
    expect((await call(ada, 'GET', `/api/tasks/${book.id}`)).json<Task>().projectId).toBe(
      elsewhere.id,
    );
  });

  it('deletes a project with its tasks, Undo brings both back, and not after the window', async () => {
    const launch = await newProject(ada, 'Launch');
    const post = await newTask(ada, { title: 'Write the post', projectId: launch.id });
    await call(ada, 'DELETE', `/api/projects/${launch.id}?tasks=delete`);
    expect((await call(ada, 'GET', `/api/tasks/${post.id}`)).statusCode).toBe(404);
    await call(ada, 'POST', `/api/projects/${launch.id}/restore`);
    expect((await call(ada, 'GET', `/api/tasks/${post.id}`)).json<Task>()).toMatchObject({
      title: 'Write the post',
      projectId: launch.id,
    });

    await call(ada, 'DELETE', `/api/projects/${launch.id}?tasks=delete`);
    clock = new Date(clock.getTime() + TASK_RESTORE_WINDOW_MS + 1000);
    const late = await call(ada, 'POST', `/api/projects/${launch.id}/restore`);
    expect(late.statusCode).toBe(404);
    expect(late.json().code).toBe('projects.not_restorable');
  });

  it('takes a deleted label off its tasks, and gives a next occurrence the project and labels', async () => {
    const chores = await newProject(ada, 'Chores');
    const weekly = await newLabel(ada, 'weekly');
    const cleanup = await newLabel(ada, 'cleanup');
    const task = await newTask(ada, {
      title: 'Take out the bins',
      dueDate: '2030-01-07T07:00:00.000Z',
      repeat: { rule: 'FREQ=WEEKLY' },
      projectId: chores.id,
      labelIds: [weekly.id, cleanup.id],
    });
    await call(ada, 'PUT', `/api/tasks/${task.id}/completion`, { completed: true });
    const list = (await call(ada, 'GET', '/api/tasks')).json<Record<string, unknown>[]>();
    const next = list.find((row) => row.title === 'Take out the bins' && row.id !== task.id);
    expect(next).toMatchObject({ project: chores.id, labels: [weekly.id, cleanup.id] });

    expect((await call(ada, 'DELETE', `/api/labels/${weekly.id}`)).statusCode).toBe(204);
    const after = (await call(ada, 'GET', `/api/tasks/${String(next?.id)}`)).json<Task>();
    expect(after.labelIds).toEqual([cleanup.id]);
  });
});
