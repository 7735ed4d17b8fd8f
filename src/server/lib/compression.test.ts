import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';
import { enrichedTask } from '../test/enrichment.ts';
import { createUser } from '../test/users.ts';

const [pglite] = testDatabases();

describe('compressed JSON answers', () => {
  let database: DatabaseHandle;
  let app: App;
  let cookie: string;

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always available');
    database = await pglite.open();
    app = await createTestApp({ database });
    ({ cookie } = await createUser(app, 'ada@example.com'));
    // Twenty tasks make a list of several kilobytes.
    for (let index = 0; index < 20; index += 1) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: { cookie },
        payload: { title: `Task number ${index + 1}`, description: 'Read chapter four again' },
      });
      expect(created.statusCode).toBe(201);
      // The AI's texts, written in the background, would change the list between two reads.
      await enrichedTask(app, cookie, created.json<{ id: string }>().id);
    }
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends a large list as it is when no encoding is asked for', async () => {
    const plain = await get('/api/tasks');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json()).toHaveLength(20);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses a large list with %s to the same JSON', async (encoding, decode) => {
    const plain = await get('/api/tasks');
    const compressed = await get('/api/tasks', `${encoding}, identity;q=0.5`);
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decode(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('prefers brotli when the client takes both, as browsers do', async () => {
    const response = await get('/api/tasks', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends a small answer as it is even when compression is offered', async () => {
    const small = await get('/api/preferences', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTypeOf('object');
  });
});

describe('compression beside the built web files', () => {
  const script = `export const pages = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `/page-${i}`))};`;
  let database: DatabaseHandle;
  let app: App;
  let webRoot: string;

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always available');
    webRoot = await mkdtemp(path.join(tmpdir(), 'pomopal-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Pomopal</title>');
    await writeFile(path.join(webRoot, 'assets', 'app.js'), script);
    await writeFile(path.join(webRoot, 'assets', 'app.js.br'), brotliCompressSync(script));
    await writeFile(path.join(webRoot, 'assets', 'plain.js'), script);
    database = await pglite.open();
    app = await createTestApp({ database, webRoot });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it("sends the build's own brotli copy once, not compressed again", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('never compresses a web file per request, even one without a compressed copy', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/plain.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });
});
