import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '../../schema.ts';
import { TEST_APP_URL } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { cookieHeader, type MailTestContext, openMailApp, pathOf } from '../../test/mail-app.ts';
import { linkIn } from '../../test/smtp.ts';

/** Every password hash sign-up computes, counted while the real hashing runs. */
const hashing = vi.hoisted(() => ({ count: 0 }));
vi.mock('./password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password.ts')>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashing.count += 1;
      return real.hashPassword(password);
    },
  };
});

const EXISTING_ACCOUNT_SUBJECT = /^Someone tried to create a Pomopal account with your e-mail$/;

/** The keys of a JSON answer and the type of each value: what two answers must share. */
function shapeOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value === null ? 'null' : typeof value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, entry]) => [key, shapeOf(entry)]),
  );
}

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
      username: 'ada',
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

  it('answers a known address like a new one, signs in only the new account, and tells the owner', async () => {
    await signUp('twice@example.com');
    const again = await signUp('twice@example.com', 'another password', 'Someone Else');
    const fresh = await signUp('fresh@example.com', 'another password', 'Someone Else');
    expect(again.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    expect(shapeOf(again.json())).toEqual(shapeOf(fresh.json()));
    for (const [response, email, username] of [
      [again, 'twice@example.com', 'twice-2'],
      [fresh, 'fresh@example.com', 'fresh'],
    ] as const) {
      expect(response.json()).toMatchObject({
        token: null,
        user: { email, username, firstName: 'Someone', lastName: 'Else' },
      });
    }

    const me = (cookie: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    // The same cookies, by name and attributes; only the new account's names a session.
    const cookiesOf = (response: typeof again) =>
      response.cookies.map(({ value: _value, ...attributes }) => attributes);
    expect(cookiesOf(again)).toEqual(cookiesOf(fresh));
    expect(cookiesOf(fresh).map((cookie) => cookie.name)).toEqual(['better-auth.session_token']);
    expect((await me(cookieHeader(fresh))).statusCode).toBe(200);
    expect((await me(cookieHeader(again))).statusCode).toBe(401);
    const rows = await ctx.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'twice@example.com'));
    expect(rows.map((row) => row.firstName)).toEqual(['Ada']);

    const mail = await ctx.smtp.waitForMail('twice@example.com', EXISTING_ACCOUNT_SUBJECT);
    expect(linkIn(mail, `${TEST_APP_URL}/login`)).toBe(`${TEST_APP_URL}/login`);
    expect(linkIn(mail, `${TEST_APP_URL}/forgot-password`)).toBe(`${TEST_APP_URL}/forgot-password`);
    expect(mail.html).toContain(`href="${TEST_APP_URL}/forgot-password"`);
    await ctx.smtp.waitForMail('fresh@example.com', /Confirm your e-mail/);
    expect(
      ctx.smtp.mails.some(
        (entry) =>
          entry.to.includes('fresh@example.com') && EXISTING_ACCOUNT_SUBJECT.test(entry.subject),
      ),
    ).toBe(false);
  });

  it('does the same work for a known address as for a new one: one password hash each', async () => {
    // Timing alone would tell the two apart if a known address skipped the slow hash.
    const hashesFor = async (email: string, ip: string) => {
      const before = hashing.count;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email, password: 'correct horse', name: 'Timed' },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(200);
      return hashing.count - before;
    };
    expect(await hashesFor('known@example.com', '10.30.1.1')).toBe(1);
    expect(await hashesFor('known@example.com', '10.30.1.2')).toBe(1);
    expect(await hashesFor('new@example.com', '10.30.1.3')).toBe(1);
  });

  it('takes the username the person picks, else the e-mail local part made unique', async () => {
    const signUpAs = (email: string, username?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email, password: 'correct horse', name: 'Grace Hopper', username },
        remoteAddress: '10.40.0.1',
      });
    const picked = await signUpAs('grace.hopper@example.com', '  Amazing.Grace ');
    expect(picked.statusCode).toBe(200);
    expect(picked.json().user.username).toBe('amazing.grace');
    const first = await signUpAs('Grace+Work@example.com');
    expect(first.json().user.username).toBe('grace-work');
    const second = await signUpAs('grace+work@other.example');
    expect(second.json().user.username).toBe('grace-work-2');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieHeader(second) },
    });
    expect(me.json().username).toBe('grace-work-2');

    const invalid = await signUpAs('invalid.name@example.com', 'no spaces please');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'request.invalid' });
    expect(invalid.json().message).toMatch(/^username: Use 3 to 30 letters or digits/);

    // A username in use is refused alike for a new address and one that has an account, so the
    // answer tells nothing about the address.
    const takenByNew = await signUpAs('someone.new@example.com', 'amazing.grace');
    const takenByKnown = await signUpAs('grace.hopper@example.com', 'Amazing.Grace');
    for (const refused of [takenByNew, takenByKnown]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        statusCode: 409,
        code: 'account.username_taken',
        message: 'That username is taken. Please choose another.',
        requestId: expect.any(String),
      });
    }
    const rows = await ctx.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'someone.new@example.com'));
    expect(rows).toEqual([]);
  });

  it('refuses a full name of spaces only', async () => {
    const response = await signUp('blank.name@example.com', 'correct horse', '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'request.invalid',
      message: 'name: Please enter your name.',
    });
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
