import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createTestApp, TEST_APP_URL } from './test/app.ts';
import { testDatabases } from './test/databases.ts';

const [pglite] = testDatabases();

describe('the HTTP shell', () => {
  let database: DatabaseHandle;
  let app: App;
  let webRoot: string;

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always available');
    webRoot = await mkdtemp(path.join(tmpdir(), 'pomopal-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Pomopal</title>');
    database = await pglite.open();
    app = await createTestApp({ database, webRoot });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves the single-page app for every browser path, uncached', async () => {
    for (const url of ['/', '/dashboard', '/video-call/abc', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Pomopal</title>');
    }
  });

  it('serves the files of a build swapped in after start, and no page for a missing asset', async () => {
    await mkdir(path.join(webRoot, 'assets'), { recursive: true });
    await writeFile(path.join(webRoot, 'assets', 'index-new.js'), 'export {};');
    const added = await app.inject({ method: 'GET', url: '/assets/index-new.js' });
    expect(added.statusCode).toBe(200);
    expect(added.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  it('sends a hashed file the headers a script needs, and the page every document header', async () => {
    await mkdir(path.join(webRoot, 'assets'), { recursive: true });
    await writeFile(path.join(webRoot, 'assets', 'chunk-a1b2c3.js'), 'export {};');
    const script = await app.inject({ method: 'GET', url: '/assets/chunk-a1b2c3.js' });
    const page = await app.inject({ method: 'GET', url: '/my-tasks' });
    expect(script.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    for (const header of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'referrer-policy',
    ]) {
      expect(script.headers[header]).toBeUndefined();
      expect(page.headers[header]).toBeDefined();
    }
  });

  it('answers unknown API paths with a JSON 404 that says what was asked', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'request.route_not_found',
      message: 'No route for GET /api/nothing-here.',
      requestId: expect.any(String),
    });
  });

  it('sends a strict content security policy and the usual protective headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['permissions-policy']).toContain('camera=(self), microphone=(self)');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('lets no proxy store an API answer, the browser only revalidate a read, and assets be cached', async () => {
    for (const url of ['/api/auth/get-session', '/api/nothing-here']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const read = await app.inject({ method: 'GET', url: '/api/health' });
    expect(read.headers['cache-control']).toBe('private, no-cache');
    expect(read.headers.etag).toBeDefined();
    const page = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('refuses a state-changing request sent from another site', async () => {
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'request.forbidden_origin' });

    const withoutOrigin = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(withoutOrigin.statusCode).toBe(403);
    const sameSite = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'sec-fetch-site': 'same-origin', origin: TEST_APP_URL },
    });
    expect(sameSite.statusCode).not.toBe(403);

    const own = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_APP_URL },
    });
    expect(own.statusCode).not.toBe(403);
    // The reads the browser kept for revalidation leave its cache with the user.
    expect(own.headers['clear-site-data']).toBe('"cache"');
  });

  it('exposes the public configuration and nothing secret', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'iceServers',
      'socialProviders',
      'version',
    ]);
  });
});

describe('an https deployment', () => {
  it('adds HSTS', async () => {
    if (!pglite) throw new Error('PGlite is always available');
    const database = await pglite.open();
    const app = await createTestApp({
      database,
      env: { APP_URL: 'https://focus.example.com' },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
