import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
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

describe('GET /api/health with an unreachable PostgreSQL', () => {
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    // Port 9 (discard) has no PostgreSQL behind it: connections are refused at once.
    handle = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:9/none' });
  });
  afterAll(() => handle.close());

  it('answers 503', async () => {
    const app = await createTestApp({ database: handle });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'postgres', version });
    } finally {
      await app.close();
    }
  });
});
