import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_APP_URL } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { cookieHeader, type MailTestContext, openMailApp } from '../../test/mail-app.ts';
import { endOf, socketOpener } from '../../test/sockets.ts';

describe.each(testDatabases())('changing the password on $name', (database) => {
  let ctx: MailTestContext;
  let sockets: ReturnType<typeof socketOpener>;
  beforeAll(async () => {
    ctx = await openMailApp(database);
    sockets = socketOpener(ctx.app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => ctx.close());

  const post = (path: string, payload: object, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { origin: TEST_APP_URL, ...(cookie ? { cookie } : {}) },
    });
  const me = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  const openSocket = (cookie: string) => sockets.open(cookie);

  it('signs out every other device, even when the client asks to keep them', async () => {
    const signUp = await post('/api/auth/sign-up/email', {
      email: 'ada@example.com',
      password: 'old password',
      name: 'Ada',
    });
    const laptop = cookieHeader(signUp);
    const phone = cookieHeader(
      await post('/api/auth/sign-in/email', { email: 'ada@example.com', password: 'old password' }),
    );
    const phoneSocket = await openSocket(phone);
    const phoneSocketEnd = endOf(phoneSocket);

    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: 'old password', newPassword: 'new password', revokeOtherSessions: false },
      laptop,
    );
    expect(changed.statusCode).toBe(200);

    expect(await phoneSocketEnd).toBe('io server disconnect');
    expect((await me(phone)).statusCode).toBe(401);
    // The device that changed it carries on, under the new session it was given.
    expect((await me(cookieHeader(changed))).statusCode).toBe(200);
  });
});
