import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { eventually } from '../../test/accountability.ts';
import { TEST_APP_URL } from '../../test/app.ts';
import { confirmPayment, startCheckout, startTestStripe } from '../../test/billing.ts';
import { testDatabases } from '../../test/databases.ts';
import type { FakeStripe } from '../../test/fake-stripe.ts';
import { openMailApp } from '../../test/mail-app.ts';
import type { TestSmtpServer } from '../../test/smtp.ts';
import { createUser, TEST_PASSWORD } from '../../test/users.ts';
import { session, user } from './auth.table.ts';

const deletion = (app: App, cookie: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/me/deletion',
    payload,
    headers: { cookie, origin: TEST_APP_URL },
  });

const signIn = (app: App, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: TEST_PASSWORD },
  });

describe.each(testDatabases())('deleting one’s account, on $name', (database) => {
  let app: App;
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let fake: FakeStripe;
  let close: () => Promise<void>;
  let people = 0;
  beforeAll(async () => {
    const stripe = await startTestStripe();
    fake = stripe.fake;
    const opened = await openMailApp(database, stripe.env, {
      accountDeletionRetry: { limit: 3, delaySeconds: 1 },
    });
    ({ app, smtp } = opened);
    handle = opened.database;
    close = async () => {
      await opened.close();
      await fake.close();
    };
  });
  afterAll(() => close());

  const person = async () => {
    people += 1;
    const email = `leaving-${people}@example.com`;
    return { email, ...(await createUser(app, email)) };
  };
  const userRow = async (userId: string) =>
    (await handle.db.select({ id: user.id }).from(user).where(eq(user.id, userId)))[0];

  /** An account made through Google: no password, and a session started `minutesAgo`. */
  const socialPerson = async (minutesAgo: number) => {
    people += 1;
    const context = await app.auth.$context;
    const made = await context.internalAdapter.createUser(
      {
        email: `social-${people}@example.com`,
        name: 'Social User',
        emailVerified: true,
      },
      { method: 'oauth' },
    );
    const started = await context.internalAdapter.createSession(made.id);
    await handle.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(session.id, started.id));
    const signature = createHmac('sha256', context.secret).update(started.token).digest('base64');
    const value = encodeURIComponent(`${started.token}.${signature}`);
    return { userId: made.id, cookie: `${context.authCookies.sessionToken.name}=${value}` };
  };

  /** Pays for Pro Monthly through Stripe; the id of the subscription it runs on. */
  const buyAtStripe = async (cookie: string) => {
    const started = await startCheckout(app, cookie, 'pro_monthly', 'stripe');
    const { url }: { url: string } = started.json();
    const checkout = [...fake.sessions.values()].find((each) => each.url === url);
    const returnUrl = fake.completeCheckout(checkout?.id ?? '');
    const token = new URL(returnUrl).searchParams.get('token') ?? '';
    const paid = await confirmPayment(app, cookie, {
      gateway: 'stripe',
      plan: 'pro_monthly',
      token,
    });
    expect(paid.statusCode).toBe(200);
    const subscriptionId = fake.sessions.get(checkout?.id ?? '')?.subscription ?? '';
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('active');
    return subscriptionId;
  };

  it('ends the plan at Stripe, every session and every row, and mails the address it had', async () => {
    const leaving = await person();
    const subscriptionId = await buyAtStripe(leaving.cookie);
    const task = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Plan the move' },
      headers: { cookie: leaving.cookie, origin: TEST_APP_URL },
    });
    expect(task.statusCode).toBe(201);
    const phone = await signIn(app, leaving.email);
    expect(phone.statusCode).toBe(200);

    const asked = await deletion(app, leaving.cookie, {
      confirmation: 'DELETE',
      password: TEST_PASSWORD,
    });
    expect(asked.statusCode).toBe(204);

    // From the answer on: no session works and no sign-in is let in.
    const read = await app.inject({
      method: 'GET',
      url: '/api/tasks',
      headers: { cookie: leaving.cookie },
    });
    expect(read.statusCode).toBe(401);
    // Refused as being deleted, or, when the job was quicker, as an account that is gone (the
    // next test holds the job back to see the first).
    const again = await signIn(app, leaving.email);
    expect([403, 401]).toContain(again.statusCode);

    const mail = await smtp.waitForMail(leaving.email, /has been deleted/);
    expect(mail.text).toContain('cancelled at the payment provider');
    expect(await userRow(leaving.userId)).toBeUndefined();
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    const tasks = await handle.db.execute(
      sql`select count(*)::int as count from tasks where user_id = ${leaving.userId}`,
    );
    expect(tasks.rows).toEqual([{ count: 0 }]);
  });

  it('finishes on a later try when a step fails midway, and the account stays shut meanwhile', async () => {
    const leaving = await person();
    const subscriptionId = await buyAtStripe(leaving.cookie);
    // Stripe down for the first try (the SDK's own retry included).
    fake.fail('error', 2);
    const asked = await deletion(app, leaving.cookie, {
      confirmation: 'DELETE',
      password: TEST_PASSWORD,
    });
    expect(asked.statusCode).toBe(204);
    const refused = await signIn(app, leaving.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account.being_deleted' });
    const mail = await smtp.waitForMail(leaving.email, /has been deleted/);
    expect(mail.to).toEqual([leaving.email]);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await userRow(leaving.userId)).toBeUndefined();
  });

  it('refuses without the word DELETE or with a wrong password, and changes nothing', async () => {
    const staying = await person();
    const unconfirmed = await deletion(app, staying.cookie, {
      confirmation: 'delete',
      password: TEST_PASSWORD,
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ code: 'account.deletion_not_confirmed' });
    const wrong = await deletion(app, staying.cookie, {
      confirmation: 'DELETE',
      password: 'not my password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'account.wrong_password' });
    const missing = await deletion(app, staying.cookie, { confirmation: 'DELETE' });
    expect(missing.json()).toMatchObject({ code: 'account.wrong_password' });
    expect(await userRow(staying.userId)).toBeDefined();
    expect((await signIn(app, staying.email)).statusCode).toBe(200);
  });

  it('stops guessing the password after a few tries', async () => {
    const guessed = await person();
    const codes: string[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await deletion(app, guessed.cookie, {
        confirmation: 'DELETE',
        password: `guess ${attempt}`,
      });
      codes.push(answer.json().code);
    }
    expect(codes.slice(0, 10).every((code) => code === 'account.wrong_password')).toBe(true);
    expect(codes.slice(10)).toEqual(['request.rate_limited', 'request.rate_limited']);
    const right = await deletion(app, guessed.cookie, {
      confirmation: 'DELETE',
      password: TEST_PASSWORD,
    });
    expect(right.json()).toMatchObject({ code: 'request.rate_limited' });
    expect(await userRow(guessed.userId)).toBeDefined();
  });

  it('asks an account without a password for a fresh sign-in', async () => {
    const stale = await socialPerson(30);
    const profile = async (cookie: string) =>
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
    // What tells the page to ask for a password or for a fresh sign-in.
    expect(await profile(stale.cookie)).toMatchObject({ hasPassword: false });
    expect(await profile((await person()).cookie)).toMatchObject({ hasPassword: true });
    const refused = await deletion(app, stale.cookie, { confirmation: 'DELETE' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account.sign_in_again' });
    expect(await userRow(stale.userId)).toBeDefined();

    const fresh = await socialPerson(1);
    expect((await deletion(app, fresh.cookie, { confirmation: 'DELETE' })).statusCode).toBe(204);
    await eventually(async () => (await userRow(fresh.userId)) === undefined);
  });

  it('is refused to a stranger', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/me/deletion',
      payload: { confirmation: 'DELETE', password: TEST_PASSWORD },
      headers: { origin: TEST_APP_URL },
    });
    expect(answer.statusCode).toBe(401);
  });
});
