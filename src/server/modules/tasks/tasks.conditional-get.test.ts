import { beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';

describe.each(testDatabases())('conditional task list requests on $name', (database) => {
  let app: App;
  let cookie: string;

  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app } = running);
    ({ cookie } = await createUser(app, 'ada@example.com'));
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const list = (ifNoneMatch?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/tasks',
      headers: { cookie, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });
  async function create(title: string): Promise<Task> {
    const response = await call('POST', '/api/tasks', { title });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  /**
   * Waits until no task waits for the AI: its texts, written in the background, change the list
   * and so its ETag.
   */
  async function untilEnriched() {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const tasks: Task[] = (await list()).json();
      if (tasks.every((task) => task.aiStatus !== 'processing')) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the AI never finished');
  }

  /** The list's ETag now, after checking that it is still current. */
  async function currentEtag(): Promise<string> {
    await untilEnriched();
    const response = await list();
    expect(response.statusCode).toBe(200);
    const etag = String(response.headers.etag);
    expect((await list(etag)).statusCode).toBe(304);
    return etag;
  }

  it('answers an unchanged list with an empty 304 the browser must revalidate', async () => {
    await create('Read');
    await untilEnriched();
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await list(String(first.headers.etag));
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');

    // Browsers may send the tag without its weak prefix; a stale tag gets the whole list.
    expect((await list(String(first.headers.etag).slice(2))).statusCode).toBe(304);
    const stale = await list('W/"something-else"');
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toHaveLength(1);
  });

  it('answers 200 with a new ETag after each kind of change to the tasks', async () => {
    const task = await create('Write');
    const other = await create('Plan');
    const changes: [string, () => Promise<unknown>][] = [
      ['create', () => create('Review')],
      ['edit', () => call('PATCH', `/api/tasks/${task.id}`, { title: 'Write more' })],
      ['complete', () => call('PUT', `/api/tasks/${task.id}/completion`, { completed: true })],
      ['move', () => call('PUT', `/api/tasks/${task.id}/position`, { before: other.id })],
      ['delete', () => call('DELETE', `/api/tasks/${other.id}`)],
      ['restore', () => call('POST', `/api/tasks/${other.id}/restore`)],
      [
        'start a session',
        async () => {
          const started = await call('POST', `/api/sessions/${other.sessions[0]?.id}/start`);
          expect(started.statusCode).toBeLessThan(300);
        },
      ],
      [
        'interrupt it',
        async () => {
          const interrupted = await call(
            'POST',
            `/api/sessions/${other.sessions[0]?.id}/interrupt`,
            { remainingSeconds: 600 },
          );
          expect(interrupted.statusCode).toBeLessThan(300);
        },
      ],
    ];
    for (const [change, apply] of changes) {
      const before = await currentEtag();
      await apply();
      const after = await list(before);
      expect(after.statusCode, change).toBe(200);
      expect(after.headers.etag, change).not.toBe(before);
    }
  });

  it("never answers another user's tag for their own list", async () => {
    const etag = await currentEtag();
    const eve = await createUser(app, 'eve@example.com');
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/tasks',
      headers: { cookie: eve.cookie, 'if-none-match': etag },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
  });

  it('keeps errors and answers to writes out of every cache', async () => {
    const created = await call('POST', '/api/tasks', { title: 'Call' });
    expect(created.headers['cache-control']).toBe('no-store');
    const missing = await call('GET', '/api/tasks/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const signedOut = await app.inject({ method: 'GET', url: '/api/tasks' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });
});
