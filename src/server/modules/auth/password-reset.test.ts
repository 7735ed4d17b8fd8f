import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_APP_URL } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { cookieHeader, type MailTestContext, openMailApp, pathOf } from '../../test/mail-app.ts';
import { linkIn } from '../../test/smtp.ts';

describe.each(testDatabases())('password reset on $name', (database) => {
  let ctx: MailTestContext;
  beforeAll(async () => {
    ctx = await openMailApp(database);
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });
  const signIn = (email: string, password: string) =>
    post('/api/auth/sign-in/email', { email, password });
  const requestReset = (email: string) =>
    post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });

  /** Requests a reset for `email` and follows the mailed link the way a browser would. */
  async function resetToken(email: string) {
    expect((await requestReset(email)).statusCode).toBe(200);
    const mail = await ctx.smtp.waitForMail(email, /Reset your Pomopal password/);
    const link = linkIn(mail, `${TEST_APP_URL}/api/auth/reset-password/`);
    const followed = await ctx.app.inject({ method: 'GET', url: pathOf(link) });
    expect(followed.statusCode).toBe(302);
    const target = new URL(String(followed.headers.location), TEST_APP_URL);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    if (!token) throw new Error(`No token in ${target.href}`);
    return token;
  }

  const validity = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/password-reset?token=${token}` })).json();

  it('answers the same whether or not the address has an account, and mails only real ones', async () => {
    await post('/api/auth/sign-up/email', {
      email: 'ada@example.com',
      password: 'old password',
      name: 'Ada',
    });
    const known = await requestReset('ada@example.com');
    const unknown = await requestReset('nobody@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await ctx.smtp.waitForMail('ada@example.com', /Reset/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.smtp.mails.some((mail) => mail.to.includes('nobody@example.com'))).toBe(false);
  });

  it('sets a new password once, refuses the old one, and ends the other sessions', async () => {
    await post('/api/auth/sign-up/email', {
      email: 'grace@example.com',
      password: 'old password',
      name: 'Grace',
    });
    const elsewhere = cookieHeader(await signIn('grace@example.com', 'old password'));
    const token = await resetToken('grace@example.com');
    expect(await validity(token)).toEqual({ valid: true });

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'new password' });
    expect(reset.statusCode).toBe(200);
    expect((await signIn('grace@example.com', 'old password')).statusCode).toBe(401);
    expect((await signIn('grace@example.com', 'new password')).statusCode).toBe(200);
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: elsewhere },
    });
    expect(stale.statusCode).toBe(401);

    expect(await validity(token)).toEqual({ valid: false });
    const reused = await post('/api/auth/reset-password', { token, newPassword: 'third password' });
    expect(reused.statusCode).toBe(400);
    expect((await signIn('grace@example.com', 'third password')).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    await post('/api/auth/sign-up/email', {
      email: 'alan@example.com',
      password: 'old password',
      name: 'Alan',
    });
    const token = await resetToken('alan@example.com');
    await ctx.database.db.execute(
      sql`update verification set expires_at = now() - interval '1 minute' where identifier = ${`reset-password:${token}`}`,
    );
    expect(await validity(token)).toEqual({ valid: false });
    const followed = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('/reset-password')}`,
    });
    expect(String(followed.headers.location)).toContain('error=INVALID_TOKEN');
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'new password' });
    expect(reset.statusCode).toBe(400);
    expect((await signIn('alan@example.com', 'old password')).statusCode).toBe(200);
  });

  it('says what is wrong with a malformed validity question', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/password-reset' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/token/);
  });
});
