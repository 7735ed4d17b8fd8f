import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema.ts';
import { TEST_APP_URL } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { cookieHeader, type MailTestContext, openMailApp, pathOf } from '../../test/mail-app.ts';
import { linkIn } from '../../test/smtp.ts';

describe.each(testDatabases())('sign-up and sign-in on $name', (database) => {
  let ctx: MailTestContext;
  beforeAll(async () => {
    ctx = await openMailApp(database);
  });
  afterAll(() => ctx.close());

  const signUp = (email: string, password = 'correct horse', name = 'Ada King Lovelace') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password, name, callbackURL: '/login?type=signup' },
    });

  it('creates the account, signs the user in and mails a confirmation link that works', async () => {
    const response = await signUp('Ada@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: 'ada@example.com',
      username: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'King Lovelace',
      emailVerified: false,
    });
    const cookie = cookieHeader(response);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: 'ada@example.com', firstName: 'Ada' });

    const mail = await ctx.smtp.waitForMail('ada@example.com', /Confirm your e-mail/);
    expect(mail.text).toContain('Pomopal');
    expect(mail.html).toContain('<a href=');
    const link = linkIn(mail, `${TEST_APP_URL}/api/auth/verify-email`);
    const followed = await ctx.app.inject({ method: 'GET', url: pathOf(link) });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toContain('/login?type=signup');
    const [stored] = await ctx.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'ada@example.com'));
    expect(stored?.emailVerified).toBe(true);
  });

  it('stores the password as an argon2id hash', async () => {
    await signUp('hash@example.com', 'a secret phrase');
    const rows = await ctx.database.db.query.account.findMany();
    const hashes = rows.map((row) => row.password ?? '');
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) {
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(hash).not.toContain('a secret phrase');
    }
  });

  it('refuses a second account with the same address and keeps the first', async () => {
    await signUp('twice@example.com');
    const again = await signUp('twice@example.com', 'another password', 'Someone Else');
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    const rows = await ctx.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'twice@example.com'));
    expect(rows.map((row) => row.firstName)).toEqual(['Ada']);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const response = await signUp('short@example.com', '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/short/i);
  });

  it('signs in with the right password only, with a new session each time', async () => {
    await signUp('grace@example.com', 'compiler');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'grace@example.com', password: 'wrong one' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(wrong.cookies).toEqual([]);

    const signIn = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'grace@example.com', password: 'compiler' },
      });
    const first = await signIn();
    const second = await signIn();
    expect(first.statusCode).toBe(200);
    expect(cookieHeader(first)).not.toBe(cookieHeader(second));
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'nobody@example.com', password: 'compiler' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid email or password');
  });
});
