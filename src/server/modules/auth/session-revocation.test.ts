import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { eventually } from '../../test/accountability.ts';
import { createTestApp, TEST_APP_URL } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { cookieHeader } from '../../test/mail-app.ts';
import { signUp } from '../../test/sign-up.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { session } from './auth.table.ts';

const PASSWORD = 'correct horse battery';

/** A signed-in read: each one the server answers from its cached sign-in once warmed. */
const read = (app: App, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/preferences', headers: { cookie } });

const post = (app: App, url: string, cookie: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { cookie, origin: TEST_APP_URL } });

async function signIn(app: App, email: string, { rememberMe = true } = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: PASSWORD, rememberMe },
  });
  expect(response.statusCode).toBe(200);
  return cookieHeader(response);
}

/** Two devices of one new user, each with its own session, both just used. */
async function twoDevices(app: App, email: string) {
  const laptop = (await signUp(app, email, { password: PASSWORD })).cookie;
  const phone = await signIn(app, email);
  expect((await read(app, laptop)).statusCode).toBe(200);
  expect((await read(app, phone)).statusCode).toBe(200);
  return { laptop, phone };
}

async function sessionIdOf(app: App, cookie: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  return response.json().session.id;
}

describe.each(testDatabases())('ending a session that was just used, on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app, handle } = running);
  });

  it('refuses the very next request after signing out', async () => {
    const { cookie } = await signUp(app, 'out@example.com');
    expect((await read(app, cookie)).statusCode).toBe(200);
    expect((await post(app, '/api/auth/sign-out', cookie)).statusCode).toBe(200);
    expect((await read(app, cookie)).statusCode).toBe(401);
  });

  it('refuses a device ended from Settings at once, and keeps the one that ended it', async () => {
    const { laptop, phone } = await twoDevices(app, 'settings@example.com');
    const phoneSession = await sessionIdOf(app, phone);
    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${phoneSession}`,
      headers: { cookie: laptop, origin: TEST_APP_URL },
    });
    expect(ended.statusCode).toBe(204);
    expect((await read(app, phone)).statusCode).toBe(401);
    expect((await read(app, laptop)).statusCode).toBe(200);
  });

  it.each([
    ['signing out the other devices', '/api/auth/revoke-other-sessions', {}],
    [
      'changing the password',
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'another horse battery' },
    ],
  ])('refuses the other devices at once after %s', async (_, url, payload) => {
    const { laptop, phone } = await twoDevices(app, `${url.split('/').pop()}@example.com`);
    expect((await post(app, url, laptop, payload)).statusCode).toBe(200);
    expect((await read(app, phone)).statusCode).toBe(401);
  });

  it('refuses every device at once after signing out everywhere', async () => {
    const { laptop, phone } = await twoDevices(app, 'everywhere@example.com');
    expect((await post(app, '/api/auth/revoke-sessions', laptop)).statusCode).toBe(200);
    expect((await read(app, phone)).statusCode).toBe(401);
    expect((await read(app, laptop)).statusCode).toBe(401);
  });

  it('refuses a session once it expires, however recently it was used', async () => {
    await signUp(app, 'brief@example.com', { password: PASSWORD });
    // Not remembered, so reading it does not slide it past the expiry set here.
    const cookie = await signIn(app, 'brief@example.com', { rememberMe: false });
    await handle.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 1000) })
      .where(eq(session.id, await sessionIdOf(app, cookie)));
    expect((await read(app, cookie)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await read(app, cookie)).statusCode).toBe(401);
  });
});

const redisUrl = process.env.REDIS_URL;
const postgres = testDatabases().find((database) => database.name === 'postgres');

describe.runIf(redisUrl && postgres)(
  'ending a session on two servers sharing PostgreSQL and Redis',
  () => {
    let handle: DatabaseHandle;
    let first: App;
    let second: App;
    beforeAll(async () => {
      if (!postgres || !redisUrl) return;
      handle = await postgres.open();
      const env = { REDIS_URL: redisUrl };
      first = await createTestApp({ database: handle, env });
      second = await createTestApp({ database: handle, env });
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await handle?.close();
    });

    it('refuses a session on the second server within a second of signing out on the first', async () => {
      const { cookie } = await signUp(first, 'twice@example.com');
      expect((await read(second, cookie)).statusCode).toBe(200);
      expect((await read(second, cookie)).statusCode).toBe(200);
      expect((await post(first, '/api/auth/sign-out', cookie)).statusCode).toBe(200);
      await eventually(async () => (await read(second, cookie)).statusCode === 401, 1000);
    });

    it('refuses a device ended from Settings on one server within a second on the other', async () => {
      const { laptop, phone } = await twoDevices(first, 'devices@example.com');
      expect((await read(second, phone)).statusCode).toBe(200);
      const ended = await first.inject({
        method: 'DELETE',
        url: `/api/me/sessions/${await sessionIdOf(first, phone)}`,
        headers: { cookie: laptop, origin: TEST_APP_URL },
      });
      expect(ended.statusCode).toBe(204);
      await eventually(async () => (await read(second, phone)).statusCode === 401, 1000);
      expect((await read(second, laptop)).statusCode).toBe(200);
    });
  },
);
