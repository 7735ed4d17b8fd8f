import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestApp } from '../test/app.ts';
import { pgliteDatabase } from '../test/databases.ts';

/** An app behind `trustProxy` proxies, whose log lines the test reads. */
async function appLogging(trustProxy: string) {
  const handle = await pgliteDatabase.open();
  const lines: Record<string, unknown>[] = [];
  const app = await createTestApp({
    database: handle,
    env: { TRUST_PROXY: trustProxy },
    logger: {
      level: 'info',
      stream: { write: (line: string) => lines.push(JSON.parse(line)) },
    },
  });
  return { app, handle, lines };
}

describe('request ids', () => {
  let direct: Awaited<ReturnType<typeof appLogging>>;
  let proxied: Awaited<ReturnType<typeof appLogging>>;
  beforeAll(async () => {
    direct = await appLogging('false');
    proxied = await appLogging('1');
  });
  afterAll(async () => {
    for (const { app, handle } of [direct, proxied] as { app: App; handle: DatabaseHandle }[]) {
      await app.close();
      await handle.close();
    }
  });

  it('name each answer, and each error body, and each log line of the request', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/api/tasks' });
    expect(response.statusCode).toBe(401);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json()).toMatchObject({ code: 'auth.unauthorized', requestId: id });
    const logged = direct.lines.filter((line) => line.requestId === id);
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    const other = await direct.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).not.toBe(id);
    expect(other.statusCode).toBe(200);
    expect(other.json()).not.toHaveProperty('requestId');
  });

  it("take a proxy's id only when the proxy is believed, and only a plain one", async () => {
    const ask = (app: App, id: string) =>
      app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect((await ask(proxied.app, 'lb-7f3a.42')).headers['x-request-id']).toBe('lb-7f3a.42');
    expect((await ask(direct.app, 'lb-7f3a.42')).headers['x-request-id']).not.toBe('lb-7f3a.42');
    const forged = (await ask(proxied.app, 'a\nforged line')).headers['x-request-id'];
    expect(forged).toMatch(/^[0-9a-f-]{36}$/);
  });
});
