import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createTestApp } from './test/app.ts';
import { testDatabases } from './test/databases.ts';
import { signUp } from './test/sign-up.ts';

// Each case was once answered with a 500 (PostgreSQL refusing a NUL, a stack overflow, an index
// key too long, a null where a string was expected, no Host to build a URL from).
describe.each(testDatabases())('bad input found by a probe, on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    handle = await database.open();
    app = await createTestApp({ database: handle });
    cookie = (await signUp(app, 'probe@example.com')).cookie;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const refusal = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    body: response.json(),
  });

  it('refuses a NUL character in a text field, a path or a query', async () => {
    const inBody = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie },
      payload: { title: 'Plan\u0000' },
    });
    expect(refusal(inBody)).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        code: 'request.invalid',
        message: 'title must not contain a NUL character.',
      },
    });
    for (const url of ['/api/tasks/%00', '/api/tasks/export.csv?timeZone=%00']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(refusal(response)).toMatchObject({
        status: 400,
        body: { code: 'request.invalid', message: 'The address must not contain a NUL character.' },
      });
    }
  });

  it('refuses JSON nested thousands of levels deep, on sign-in too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(5000)}1${']'.repeat(5000)}`,
    });
    expect(refusal(response)).toMatchObject({
      status: 400,
      body: {
        code: 'request.invalid',
        message: 'The request body is nested more than 32 levels deep.',
      },
    });
  });

  it('refuses an e-mail address longer than mail can carry', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: `${'a'.repeat(3000)}@example.com`, password: 'whatever' },
    });
    expect(refusal(response)).toMatchObject({
      status: 400,
      body: { code: 'request.invalid', message: 'email must be at most 254 characters long.' },
    });
  });

  it('refuses a null name, saying which field is wrong', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie },
      payload: { name: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.invalid' });
    expect(response.json().message).toMatch(/^name: /);
  });

  it('answers sign-in requests without a usable Host header', async () => {
    for (const host of ['', 'not a host', '[::1']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { host, cookie },
      });
      expect([host, response.statusCode]).toEqual([host, 200]);
    }
  });
});
