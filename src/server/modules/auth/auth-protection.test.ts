import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';

const [pglite] = testDatabases();

async function openApp(env: NodeJS.ProcessEnv = {}) {
  if (!pglite) throw new Error('PGlite is always available');
  const database = await pglite.open();
  const app = await createTestApp({ database, env });
  return { app, database };
}

describe('rate limits on sign-in, sign-up and reset', () => {
  let app: App;
  let database: DatabaseHandle;
  beforeAll(async () => {
    ({ app, database } = await openApp());
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const signIn = (email: string, ip = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'guess' },
      remoteAddress: ip,
    });

  it('refuses a sixth failure on one address from one machine within ten minutes, with a clear message', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn('target@example.com', '10.0.0.99')).statusCode).toBe(401);
    }
    const refused = await signIn('TARGET@example.com', '10.0.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'auth.rate_limited',
      message: 'Too many attempts. Please wait 10 minutes and try again.',
      requestId: expect.any(String),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(540);
    expect((await signIn('someone-else@example.com', '10.0.0.99')).statusCode).toBe(401);
  });

  it('counts attempts on a disguised path like the real one', async () => {
    const attempt = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        payload: { email: 'disguised@example.com', password: 'guess' },
        remoteAddress: '10.2.0.1',
      });
    const disguises = [
      '/api/auth/sign-in/./email',
      '/api/auth/x/../sign-in/email',
      '/api/auth/sign-in/%2e/email',
      '/api/auth/sign-in//email',
      '/api/auth/sign-in/email/',
    ];
    for (const url of disguises) expect((await attempt(url)).statusCode).not.toBe(429);
    expect((await attempt('/api/auth/sign-in/email')).statusCode).toBe(429);
  });

  it('refuses one machine trying many addresses', async () => {
    const ip = '192.0.2.7';
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect((await signIn(`user${attempt}@example.com`, ip)).statusCode).toBe(401);
    }
    expect((await signIn('user31@example.com', ip)).statusCode).toBe(429);
  });

  it('counts sign-ups and reset requests too', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: 'reset@example.com', redirectTo: '/reset-password' },
        remoteAddress: `10.1.0.${attempt}`,
      });
      expect(reset.statusCode).toBe(200);
    }
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'reset@example.com', redirectTo: '/reset-password' },
      remoteAddress: '10.1.0.9',
    });
    expect(refused.statusCode).toBe(429);
  });
});

describe('the client address behind a proxy', () => {
  it('is the one the proxy appended, not one the client wrote', async () => {
    const { app, database } = await openApp({ TRUST_PROXY: 'true' });
    try {
      const signIn = (attempt: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: `spoof${attempt}@example.com`, password: 'guess' },
          remoteAddress: '127.0.0.1',
          // The client writes a new address each time; the proxy appends the one it saw.
          headers: { 'x-forwarded-for': `10.9.${attempt}.1, 203.0.113.9` },
        });
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        expect((await signIn(attempt)).statusCode).toBe(401);
      }
      expect((await signIn(31)).statusCode).toBe(429);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('password checks for a signed-in user', () => {
  async function signedInApp(email: string) {
    const { app, database } = await openApp();
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'the right one', name: 'Guessed' },
    });
    const cookie = signUp.cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
    const check = (url: string, password: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: { password },
        remoteAddress,
      });
    return { app, database, cookie, check };
  }

  it.each(['/api/auth/verify-password', '/api/auth/delete-user'])(
    'refuses guessing a password through %s from one machine, even the right one at the end',
    async (url) => {
      const { app, database, cookie, check } = await signedInApp('guessed@example.com');
      try {
        for (let attempt = 1; attempt <= 10; attempt += 1) {
          expect((await check(url, `guess ${attempt}`, '198.51.100.4')).statusCode).not.toBe(429);
        }
        const last = await check(url, 'the right one', '198.51.100.4');
        expect(last.statusCode).toBe(429);
        expect(last.json()).toMatchObject({ code: 'auth.rate_limited' });
        const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
        expect(me.statusCode).toBe(200);
      } finally {
        await app.close();
        await database.close();
      }
    },
  );

  it('counts a stolen session guessing from many machines and endpoints together', async () => {
    const { app, database, check } = await signedInApp('stolen@example.com');
    try {
      const urls = ['/api/auth/verify-password', '/api/auth/change-password'];
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await check(
          urls[attempt % 2] ?? '',
          `guess ${attempt}`,
          `203.0.113.${attempt}`,
        );
        expect(response.statusCode).not.toBe(429);
      }
      expect(
        (await check('/api/auth/verify-password', 'the right one', '203.0.113.99')).statusCode,
      ).toBe(429);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('session cookies', () => {
  const signUp = (app: App) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'cookie@example.com', password: 'correct horse', name: 'Cookie' },
    });

  it('are HttpOnly and SameSite=Lax, and not Secure on plain http', async () => {
    const { app, database } = await openApp();
    try {
      const response = await signUp(app);
      const session = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session?.secure).toBeFalsy();
      expect(session?.name.startsWith('__Secure-')).toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('are Secure and __Secure- prefixed when APP_URL is https', async () => {
    const { app, database } = await openApp({ APP_URL: 'https://focus.example.com' });
    try {
      const response = await signUp(app);
      const session = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
      expect(session?.name.startsWith('__Secure-')).toBe(true);
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'cookie@example.com', password: 'correct horse' },
      });
      const device = signedIn.cookies.find((cookie) => cookie.name.endsWith('known_device'));
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
      expect(device?.name.startsWith('__Secure-')).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
