import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabase } from '../../database.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { version } from '../../version.ts';

describe.each(testDatabases())('GET /api/health on $name', (database) => {
  it('answers ok with the database kind and version, then 503 once the database is gone', async () => {
    const handle = await database.open();
    const app = await createTestApp({ database: handle });
    try {
      const ok = await app.inject({ method: 'GET', url: '/api/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok', database: database.name, version });

      await handle.close();
      const down = await app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', database: database.name });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

describe('a server whose PostgreSQL is unreachable', () => {
  let handle: Awaited<ReturnType<typeof openAppDatabase>>;
  beforeAll(async () => {
    // Port 9 (discard) has no PostgreSQL behind it: connections are refused at once.
    handle = await openAppDatabase({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:9/none',
    });
  });
  afterAll(() => handle.close());

  it('answers before its background jobs start, and stops rather than run without them', async () => {
    const app = await createTestApp({ database: handle });
    await app.ready();
    await expect(app.startedAfterReady).rejects.toThrow(/ECONNREFUSED/);
    await app.close();
  });
});
