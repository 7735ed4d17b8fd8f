import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_APP_URL } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { cookieHeader, type MailTestContext, openMailApp, pathOf } from '../../test/mail-app.ts';
import { linkIn } from '../../test/smtp.ts';
import { endOf, socketOpener } from '../../test/sockets.ts';
import { session, user } from './auth.table.ts';

describe.each(testDatabases())('the account API on $name', (database) => {
  let ctx: MailTestContext;
  let sockets: ReturnType<typeof socketOpener>;
  beforeAll(async () => {
    ctx = await openMailApp(database);
    sockets = socketOpener(ctx.app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => ctx.close());

  /** The mail to `address` whose subject matches and whose text mentions `about`. */
  async function waitForMailAbout(address: string, subject: RegExp, about: string) {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const mail = ctx.smtp.mails.find(
        (entry) =>
          entry.to.includes(address) && subject.test(entry.subject) && entry.text.includes(about),
      );
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No mail to ${address} about ${about}`);
  }

  /** A live socket signed in with `cookie`, as a browser tab opens it. */
  const openSocket = (cookie: string) => sockets.open(cookie);

  async function signUp(email: string, name = 'Ada Lovelace') {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'correct horse', name },
    });
    expect(response.statusCode).toBe(200);
    return cookieHeader(response);
  }
  async function signIn(email: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'correct horse' },
    });
    return cookieHeader(response);
  }
  const call = (
    method: 'GET' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('answers 401 to a visitor who is not signed in', async () => {
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['PATCH', '/api/me'],
      ['GET', '/api/me/sessions'],
      ['DELETE', '/api/me/sessions/x'],
    ] as const) {
      const response = await call(
        method,
        url,
        undefined,
        method === 'PATCH' ? { firstName: 'X' } : undefined,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.unauthorized' });
    }
  });

  it('shows and edits the names, never the e-mail', async () => {
    const cookie = await signUp('profile@example.com');
    expect((await call('GET', '/api/me', cookie)).json()).toMatchObject({
      email: 'profile@example.com',
      username: 'profile',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const updated = await call('PATCH', '/api/me', cookie, {
      firstName: '  Augusta ',
      lastName: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ firstName: 'Augusta', lastName: null });

    const sneaky = await call('PATCH', '/api/me', cookie, { email: 'other@example.com' });
    expect(sneaky.statusCode).toBe(400);
    const long = await call('PATCH', '/api/me', cookie, { firstName: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 100 characters');
    expect((await call('GET', '/api/me', cookie)).json()).toMatchObject({
      email: 'profile@example.com',
      username: 'profile',
    });
  });

  it('changes the username under the one rule, never to one another account has', async () => {
    const cookie = await signUp('renamed@example.com');
    await signUp('holder@example.com');

    const renamed = await call('PATCH', '/api/me', cookie, { username: '  Ada.King-2 ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ username: 'ada.king-2', email: 'renamed@example.com' });

    for (const bad of [
      'ab',
      'x'.repeat(31),
      'ada king',
      'ada..king',
      '-ada',
      'ada@example.com',
      '',
    ]) {
      const refused = await call('PATCH', '/api/me', cookie, { username: bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json(), bad).toMatchObject({ code: 'request.invalid' });
      expect(refused.json().message, bad).toContain('username');
    }

    for (const taken of ['holder', 'HOLDER']) {
      const refused = await call('PATCH', '/api/me', cookie, { username: taken });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'account.username_taken',
        message: 'That username is taken. Please choose another.',
      });
    }
    expect((await call('PATCH', '/api/me', cookie, { username: 'ada.king-2' })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/me', cookie)).json().username).toBe('ada.king-2');

    const throughAuth = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      payload: { username: 'sidestep' },
      headers: { cookie, origin: TEST_APP_URL },
    });
    expect(throughAuth.statusCode).toBe(400);
    expect((await call('GET', '/api/me', cookie)).json().username).toBe('ada.king-2');
  });

  it("lists the user's devices and ends one of them, but never another user's", async () => {
    const laptop = await signUp('devices@example.com');
    const phone = await signIn('devices@example.com');
    const listed = await call('GET', '/api/me/sessions', laptop);
    expect(listed.statusCode).toBe(200);
    const sessions: { id: string; current: boolean; token?: string }[] = listed.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((entry) => entry.current)).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
    const phoneSession = sessions.find((entry) => !entry.current);
    if (!phoneSession) throw new Error('the second device is missing');

    const stranger = await signUp('stranger@example.com', 'Eve');
    expect((await call('DELETE', `/api/me/sessions/${phoneSession.id}`, stranger)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/me', phone)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/me/sessions/${phoneSession.id}`, laptop)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/me', phone)).statusCode).toBe(401);
    expect((await call('GET', '/api/me/sessions', laptop)).json()).toHaveLength(1);
  });

  it('changes the e-mail only after the new address confirms it, and reveals no accounts', async () => {
    const cookie = await signUp('old@example.com');
    await signUp('taken@example.com', 'Taken');
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { newEmail: 'taken@example.com', callbackURL: '/login?type=email_change' },
      headers: { cookie },
    });
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { newEmail: 'new@example.com', callbackURL: '/login?type=email_change' },
      headers: { cookie },
    });
    expect(change.statusCode).toBe(200);
    expect(taken.statusCode).toBe(change.statusCode);
    expect(taken.body).toBe(change.body);
    expect((await call('GET', '/api/me', cookie)).json().email).toBe('old@example.com');

    const mail = await ctx.smtp.waitForMail('new@example.com', /Confirm your new e-mail/);
    const followed = await ctx.app.inject({
      method: 'GET',
      url: pathOf(linkIn(mail, `${TEST_APP_URL}/api/auth/verify-email`)),
    });
    expect(followed.statusCode).toBe(302);
    expect(String(followed.headers.location)).toContain('/login?type=email_change');
    const [stored] = await ctx.database.db.select().from(user).where(eq(user.username, 'old'));
    expect(stored?.email).toBe('new@example.com');
    expect(
      ctx.smtp.mails.some(
        (entry) => entry.to.includes('taken@example.com') && /new e-mail/.test(entry.subject),
      ),
    ).toBe(false);

    // The owner of the address in use is told, and the account's own address hears of both.
    const tried = await ctx.smtp.waitForMail('taken@example.com', /^Someone tried to move a/);
    expect(tried.text).toContain('already belongs to your account, so nothing was changed');
    expect(tried.text).not.toContain('old@example.com');
    const notices = await Promise.all(
      ['taken@example.com', 'new@example.com'].map(async (asked) => {
        const notice = await waitForMailAbout(
          'old@example.com',
          /^Someone asked to change the e-mail address/,
          asked,
        );
        expect(notice.text).toContain(`asked to use ${asked} instead of this address`);
        return notice;
      }),
    );
    expect(notices).toHaveLength(2);

    // The old address is free again; the first account keeps the username it had.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'old@example.com', password: 'correct horse', name: 'Second Owner' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toMatchObject({
      email: 'old@example.com',
      username: 'old-2',
    });
  });

  it('never lets a session outlive 30 days from sign-in, however often it is used', async () => {
    await signUp('lifetime@example.com');
    const [row] = await ctx.database.db
      .select()
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(user.email, 'lifetime@example.com'));
    if (!row) throw new Error('no session');
    await ctx.database.db.execute(
      sql`update session set expires_at = created_at + interval '90 days' where id = ${row.session.id}`,
    );
    const [capped] = await ctx.database.db
      .select()
      .from(session)
      .where(eq(session.id, row.session.id));
    const lifetimeMs = (capped?.expiresAt.getTime() ?? 0) - row.session.createdAt.getTime();
    expect(lifetimeMs).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it("disconnects a session's live sockets when the user signs out", async () => {
    const cookie = await signUp('sockets@example.com');
    const socket = await openSocket(cookie);
    const ended = endOf(socket);
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: TEST_APP_URL },
    });
    expect(signOut.statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });

  it("disconnects the live sockets of a device ended from Settings, and only that device's", async () => {
    const laptop = await signUp('ended@example.com');
    const phone = await signIn('ended@example.com');
    const [laptopSocket, phoneSocket] = await Promise.all([openSocket(laptop), openSocket(phone)]);
    const sessions: { id: string; current: boolean }[] = (
      await call('GET', '/api/me/sessions', laptop)
    ).json();
    const phoneSession = sessions.find((entry) => !entry.current);
    if (!phoneSession) throw new Error('the second device is missing');
    const [laptopEnd, phoneEnd] = [endOf(laptopSocket), endOf(phoneSocket)];

    const ended = await call('DELETE', `/api/me/sessions/${phoneSession.id}`, laptop);
    expect(ended.statusCode).toBe(204);
    expect(await phoneEnd).toBe('io server disconnect');
    expect(await laptopEnd).toBe('still connected');
  });
});
