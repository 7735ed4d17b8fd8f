import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_APP_URL } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { cookieHeader, type MailTestContext, openMailApp, pathOf } from '../../test/mail-app.ts';
import { signUp } from '../../test/sign-up.ts';
import { linkIn } from '../../test/smtp.ts';
import { SIGN_IN_PER_ADDRESS, SIGN_IN_PER_CLIENT } from './auth.rate-limits.ts';

const PASSWORD = 'correct horse battery';
const LINK_SUBJECT = /^Your link to sign in to Pomopal$/;

describe.each(testDatabases())('a sign-in link for an owner locked out on $name', (database) => {
  let ctx: MailTestContext;
  beforeAll(async () => {
    ctx = await openMailApp(database);
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress: ip,
    });

  /** Strangers fill the per-address limit from as many networks as the per-client limit takes. */
  async function lockOut(email: string, prefix: string) {
    for (let attempt = 0; attempt < SIGN_IN_PER_ADDRESS.limit; attempt += 1) {
      const ip = `${prefix}.${Math.floor(attempt / SIGN_IN_PER_CLIENT.limit)}.66`;
      expect((await signIn(email, 'guess', ip)).statusCode).toBe(401);
    }
  }

  const linkMailsTo = (email: string) =>
    ctx.smtp.mails.filter((mail) => mail.to.includes(email) && LINK_SUBJECT.test(mail.subject));

  /** A mail sent after everything before it: once it is in, so is any mail sent earlier. */
  async function mailsSettled(email: string) {
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/reset-password' },
      remoteAddress: '10.60.99.1',
    });
    expect(reset.statusCode).toBe(200);
    await ctx.smtp.waitForMail(email, /^Reset your Pomopal password$/);
  }

  it('mails a one-time link to the owner who gives the right password, and it signs them in', async () => {
    await signUp(ctx.app, 'locked@example.com', { password: PASSWORD, remoteAddress: '10.60.0.1' });
    await lockOut('locked@example.com', '10.60');

    const stranger = await signIn('locked@example.com', 'another guess', '10.60.9.66');
    const owner = await signIn('locked@example.com', PASSWORD, '10.60.9.1');
    // The same answer either way: the refusal tells a stranger nothing about the password.
    for (const refused of [stranger, owner]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        statusCode: 429,
        code: 'auth.sign_in_link_offered',
        message: expect.stringMatching(
          /^Too many failed sign-ins to this account\. If your password was right, we have e-mailed you a link to sign in\. Otherwise, please wait 60 minutes and try again\.$/,
        ),
        requestId: expect.any(String),
      });
      expect(refused.cookies).toEqual([]);
    }

    const mail = await ctx.smtp.waitForMail('locked@example.com', LINK_SUBJECT);
    const link = linkIn(mail, `${TEST_APP_URL}/api/auth/magic-link/verify`);
    const followed = await ctx.app.inject({ method: 'GET', url: pathOf(link) });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(`${TEST_APP_URL}/dashboard`);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieHeader(followed) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'locked@example.com' });

    const again = await ctx.app.inject({ method: 'GET', url: pathOf(link) });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toMatch(/\/auth\/callback\?error=INVALID_TOKEN/);
    expect(again.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
  });

  it('mails nothing for a wrong password, and at most one link per address at a time', async () => {
    await signUp(ctx.app, 'inbox@example.com', { password: PASSWORD, remoteAddress: '10.61.0.1' });
    await lockOut('inbox@example.com', '10.61');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn('inbox@example.com', `guess ${attempt}`, '10.61.9.66')).statusCode).toBe(
        429,
      );
    }
    // Only the server asks better-auth for a link, once the password is right; a client cannot.
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      payload: { email: 'inbox@example.com', callbackURL: '/dashboard' },
      remoteAddress: '10.61.9.66',
    });
    expect(asked.statusCode).toBe(404);
    expect(asked.json().code).toBe('request.route_not_found');
    await mailsSettled('inbox@example.com');
    expect(linkMailsTo('inbox@example.com')).toEqual([]);

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const owner = await signIn('inbox@example.com', PASSWORD, `10.61.${10 + attempt}.1`);
      expect(owner.json().code).toBe('auth.sign_in_link_offered');
    }
    await ctx.smtp.waitForMail('inbox@example.com', LINK_SUBJECT);
    await mailsSettled('inbox@example.com');
    expect(linkMailsTo('inbox@example.com')).toHaveLength(1);
  });

  it('counts a locked-out attempt against its network whatever the password', async () => {
    await signUp(ctx.app, 'oracle@example.com', { password: PASSWORD, remoteAddress: '10.63.0.1' });
    await lockOut('oracle@example.com', '10.63');
    const codes = async (password: string, ip: string) => {
      const answers: string[] = [];
      for (let attempt = 0; attempt <= SIGN_IN_PER_CLIENT.limit; attempt += 1) {
        answers.push((await signIn('oracle@example.com', password, ip)).json().code);
      }
      return answers;
    };
    // Were a right password taken back, its network could go on where a wrong one is stopped,
    // and the difference would tell a guesser which password was right.
    const right = await codes(PASSWORD, '10.63.20.1');
    const wrong = await codes('a wrong guess', '10.63.21.1');
    expect(right).toEqual(wrong);
    expect(right.at(-1)).toBe('auth.rate_limited');
  });

  it('makes the browser that followed the link a known device, which signs in despite the lock', async () => {
    await signUp(ctx.app, 'traveller@example.com', {
      password: PASSWORD,
      remoteAddress: '10.62.0.1',
    });
    // A confirmed address: a link to an unconfirmed one drops the password set before it.
    const confirm = await ctx.smtp.waitForMail('traveller@example.com', /^Confirm your e-mail/);
    const confirmed = await ctx.app.inject({
      method: 'GET',
      url: pathOf(linkIn(confirm, `${TEST_APP_URL}/api/auth/verify-email`)),
    });
    expect(confirmed.statusCode).toBe(302);
    await lockOut('traveller@example.com', '10.62');
    expect((await signIn('traveller@example.com', PASSWORD, '10.62.9.1')).statusCode).toBe(429);

    const mail = await ctx.smtp.waitForMail('traveller@example.com', LINK_SUBJECT);
    const followed = await ctx.app.inject({
      method: 'GET',
      url: pathOf(linkIn(mail, `${TEST_APP_URL}/api/auth/magic-link/verify`)),
    });
    const device = followed.cookies.find((cookie) => cookie.name === 'pomopal.known_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth/sign-in' });

    const later = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'traveller@example.com', password: PASSWORD },
      remoteAddress: '10.62.10.1',
      headers: { cookie: `${device?.name}=${device?.value}` },
    });
    expect(later.statusCode).toBe(200);
  });
});
