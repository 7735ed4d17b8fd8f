import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_BOOT_SCRIPT } from '../../../shared/color-theme-boot.ts';
import { addBillingInterval } from '../../../shared/domain/billing-period.ts';
import { GATEWAY_LABELS, readPaymentResult } from '../../../shared/domain/payment-result.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp, TEST_APP_URL } from '../../test/app.ts';
import {
  buyWithSandbox,
  confirmPayment,
  openSandboxCheckout,
  pressSandboxButton,
  startCheckout,
  subscriptionOf,
} from '../../test/billing.ts';
import { pgliteDatabase, testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';

const HOUR_MS = 3_600_000;

describe.each(testDatabases())('the test payment gateway on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let webRoot: string;
  let clock = Date.now();
  beforeAll(async () => {
    handle = await database.open();
    // A built web app is served too, so the checkout page is shown to be outside its fallback.
    webRoot = await mkdtemp(path.join(tmpdir(), 'pomopal-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Pomopal app</title>');
    app = await createTestApp({ database: handle, webRoot, now: () => new Date(clock) });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const page = (cookie: string, url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie } });
  const locationOf = (response: { headers: Record<string, unknown> }) =>
    new URL(String(response.headers.location));

  it('is offered, alone, when no provider is configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.json().gateways).toEqual(['sandbox']);
  });

  it('takes a free user through checkout, Pay and confirmation to Pro, once', async () => {
    const ada = await createUser(app, 'ada@example.com');
    const checkout = await startCheckout(app, ada.cookie, 'pro_monthly');
    expect(checkout.statusCode).toBe(200);
    const checkoutUrl = new URL(checkout.json().url);
    expect(checkoutUrl.origin).toBe(TEST_APP_URL);
    expect(checkoutUrl.pathname).toMatch(/^\/billing\/sandbox\/[A-Za-z0-9_-]{32}$/);

    const shown = await page(ada.cookie, checkoutUrl.pathname);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shown.body).not.toContain('Pomopal app');
    expect(shown.body).toContain('Test payment - no money moves');
    expect(shown.body).toContain('<dd>Pro Monthly</dd>');
    expect(shown.body).toContain('<dd>$6.00 USD per month</dd>');
    for (const action of ['pay', 'decline', 'cancel']) {
      expect(shown.body).toContain(`name="action" value="${action}"`);
    }
    expect(shown.body).toContain(`<form method="post" action="${checkoutUrl.pathname}"`);
    // The one script on the page is the head's theme script, the one inline script the CSP allows.
    expect(shown.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(shown.headers['content-security-policy']).toContain("form-action 'self'");
    expect(shown.body.match(/<script[^>]*>([^<]*)<\/script>/g)).toEqual([
      `<script>${THEME_BOOT_SCRIPT}</script>`,
    ]);

    const paid = await pressSandboxButton(app, ada.cookie, checkoutUrl.pathname, 'pay');
    expect(paid.statusCode).toBe(303);
    const back = locationOf(paid);
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_APP_URL}/payment-status`);
    const result = readPaymentResult(back.searchParams);
    expect(result).toEqual({
      kind: 'success',
      gateway: 'sandbox',
      plan: 'pro_monthly',
      token: checkoutUrl.pathname.split('/').pop(),
    });
    expect(await subscriptionOf(app, ada.cookie)).toMatchObject({ isPro: false });

    const token = result.kind === 'success' ? (result.token ?? '') : '';
    const confirmed = await confirmPayment(app, ada.cookie, {
      gateway: 'sandbox',
      plan: 'pro_monthly',
      token,
    });
    const expectedEnd = addBillingInterval(new Date(clock), 'pro_monthly').toISOString();
    expect(confirmed.json()).toEqual({
      plan: 'pro_monthly',
      planDisplay: 'Pro Monthly',
      isActive: true,
      isPro: true,
      currentPeriodEnd: expectedEnd,
      provider: 'sandbox',
      cancelAtPeriodEnd: false,
    });
    expect(await subscriptionOf(app, ada.cookie)).toEqual(confirmed.json());

    // A reloaded return page confirms again: the same answer, and no second month.
    const again = await confirmPayment(app, ada.cookie, {
      gateway: 'sandbox',
      plan: 'pro_monthly',
      token,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(confirmed.json());
  });

  it('sends a declined payment back with its reason and grants nothing', async () => {
    const bob = await createUser(app, 'bob@example.com');
    const checkoutPath = await openSandboxCheckout(app, bob.cookie, 'pro_annual');
    const declined = await pressSandboxButton(app, bob.cookie, checkoutPath, 'decline');
    expect(declined.statusCode).toBe(303);
    expect(readPaymentResult(locationOf(declined).searchParams)).toEqual({
      kind: 'failure',
      gateway: 'sandbox',
      reason: 'Your card was declined.',
    });
    const token = checkoutPath.split('/').pop() ?? '';
    const forced = await confirmPayment(app, bob.cookie, {
      gateway: 'sandbox',
      plan: 'pro_annual',
      token,
    });
    expect(forced.statusCode).toBe(402);
    expect(forced.json().code).toBe('billing.payment_not_verified');
    expect(await subscriptionOf(app, bob.cookie)).toMatchObject({ plan: 'free', isPro: false });

    // A closed checkout cannot be paid after all: its page says how it ended.
    const late = await pressSandboxButton(app, bob.cookie, checkoutPath, 'pay');
    expect(late.statusCode).toBe(303);
    expect(locationOf(late).pathname).toBe(checkoutPath);
    const closed = await page(bob.cookie, checkoutPath);
    expect(closed.body).toContain('This test payment was declined.');
    expect(closed.body).not.toContain('name="action"');
  });

  it('sends a cancelled payment back as cancelled and grants nothing', async () => {
    const cy = await createUser(app, 'cy@example.com');
    const checkoutPath = await openSandboxCheckout(app, cy.cookie, 'pro_monthly');
    const cancelled = await pressSandboxButton(app, cy.cookie, checkoutPath, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    const back = locationOf(cancelled);
    expect(back.searchParams.get('status')).toBe('sandbox_cancelled');
    expect(readPaymentResult(back.searchParams)).toEqual({ kind: 'cancelled', gateway: 'sandbox' });
    expect(await subscriptionOf(app, cy.cookie)).toMatchObject({ plan: 'free', isPro: false });
  });

  it("never lets another user open, pay for or confirm someone's checkout", async () => {
    const owner = await createUser(app, 'owner@example.com');
    const mallory = await createUser(app, 'mallory@example.com');
    const checkoutPath = await openSandboxCheckout(app, owner.cookie, 'pro_monthly');
    const token = checkoutPath.split('/').pop() ?? '';

    const seen = await page(mallory.cookie, checkoutPath);
    expect(seen.statusCode).toBe(404);
    expect(seen.json().code).toBe('billing.checkout_not_found');
    const pressed = await pressSandboxButton(app, mallory.cookie, checkoutPath, 'pay');
    expect(pressed.statusCode).toBe(404);
    expect(pressed.json().code).toBe('billing.checkout_not_found');

    await pressSandboxButton(app, owner.cookie, checkoutPath, 'pay');
    const stolen = await confirmPayment(app, mallory.cookie, {
      gateway: 'sandbox',
      plan: 'pro_monthly',
      token,
    });
    expect(stolen.statusCode).toBe(404);
    expect(await subscriptionOf(app, mallory.cookie)).toMatchObject({ isPro: false });

    // A paid checkout grants only the plan it was paid for.
    const upgraded = await confirmPayment(app, owner.cookie, {
      gateway: 'sandbox',
      plan: 'pro_annual',
      token,
    });
    expect(upgraded.json().code).toBe('billing.payment_not_verified');
    expect(await subscriptionOf(app, owner.cookie)).toMatchObject({ isPro: false });

    const signedOutClient = await app.inject({ method: 'GET', url: checkoutPath });
    expect(signedOutClient.json().code).toBe('auth.unauthorized');
    const signedOut = await app.inject({
      method: 'GET',
      url: checkoutPath,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['content-type']).toMatch(/^text\/html/);
    expect(signedOut.body).toContain(
      'Your session has ended. Log in, then choose your plan again.',
    );
    expect(signedOut.body).not.toContain('<form');
    const signedOutPay = await app.inject({
      method: 'POST',
      url: checkoutPath,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_APP_URL },
    });
    expect(signedOutPay.json().code).toBe('auth.unauthorized');
  });

  it('goes where the first press went when Pay is pressed twice', async () => {
    const dee = await createUser(app, 'dee@example.com');
    const checkoutPath = await openSandboxCheckout(app, dee.cookie, 'pro_monthly');
    const first = await pressSandboxButton(app, dee.cookie, checkoutPath, 'pay');
    const second = await pressSandboxButton(app, dee.cookie, checkoutPath, 'pay');
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
  });

  it('lets a checkout left open for over an hour expire', async () => {
    const eve = await createUser(app, 'eve@example.com');
    const checkoutPath = await openSandboxCheckout(app, eve.cookie, 'pro_monthly');
    clock += HOUR_MS + 1000;
    const expired = await page(eve.cookie, checkoutPath);
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toContain('This test checkout expired.');
    expect(expired.body).not.toContain('name="action"');
    const late = await pressSandboxButton(app, eve.cookie, checkoutPath, 'pay');
    expect(locationOf(late).pathname).toBe(checkoutPath);
    const confirmed = await confirmPayment(app, eve.cookie, {
      gateway: 'sandbox',
      plan: 'pro_monthly',
      token: checkoutPath.split('/').pop() ?? '',
    });
    expect(confirmed.json().code).toBe('billing.payment_not_verified');
  });

  it('refuses a form from another site', async () => {
    const fay = await createUser(app, 'fay@example.com');
    const checkoutPath = await openSandboxCheckout(app, fay.cookie, 'pro_monthly');
    const forged = await app.inject({
      method: 'POST',
      url: checkoutPath,
      headers: {
        cookie: fay.cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'action=pay',
    });
    expect(forged.statusCode).toBe(403);
    expect((await page(fay.cookie, checkoutPath)).body).toContain('name="action"');
  });

  it('answers an unknown checkout with a 404, not the web app', async () => {
    const gil = await createUser(app, 'gil@example.com');
    const unknown = await page(gil.cookie, `/billing/sandbox/${'A'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('billing.checkout_not_found');
    const malformed = await page(gil.cookie, '/billing/sandbox/nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('request.invalid');
  });

  it('buys one more period from the end of the one held', async () => {
    const hal = await createUser(app, 'hal@example.com');
    const first = (await buyWithSandbox(app, hal.cookie, 'pro_monthly')).json();
    expect(first.isPro).toBe(true);
    const firstEnd = new Date(first.currentPeriodEnd);
    const annual = (await buyWithSandbox(app, hal.cookie, 'pro_annual')).json();
    expect(annual).toMatchObject({ plan: 'pro_annual', isPro: true });
    expect(annual.currentPeriodEnd).toBe(addBillingInterval(firstEnd, 'pro_annual').toISOString());
  });
});

describe('the test payment gateway in production', () => {
  let app: App;
  const running = useTestApp(pgliteDatabase, {
    env: { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-that-is-long-enough-0123' },
  });
  beforeAll(async () => {
    ({ app } = running);
  });

  it('is neither offered nor accepted, and the server still starts', async () => {
    const plans = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(plans.statusCode).toBe(200);
    expect(plans.json().gateways).toEqual([]);
    const ivy = await createUser(app, 'ivy@example.com');
    const refused = await startCheckout(app, ivy.cookie, 'pro_monthly');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'billing.gateway_unavailable',
      message: `${GATEWAY_LABELS.sandbox} is not available on this server.`,
    });
    const pageRoute = await app.inject({
      method: 'GET',
      url: `/billing/sandbox/${'A'.repeat(32)}`,
      headers: { cookie: ivy.cookie },
    });
    expect(pageRoute.json().code).toBe('request.route_not_found');
  });
});

describe('the test payment gateway on a server others can reach', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await pgliteDatabase.open();
  });
  afterAll(() => handle.close());

  /** The warnings a server at `appUrl` logs as it starts. */
  const startupWarnings = async (appUrl: string) => {
    const warnings: { msg: string; appUrl?: string }[] = [];
    const app = await createTestApp({
      database: handle,
      env: { APP_URL: appUrl },
      logger: {
        level: 'warn',
        stream: { write: (line: string) => warnings.push(JSON.parse(line)) },
      },
    });
    await app.ready();
    await app.close();
    return warnings;
  };

  it('warns loudly at start-up that anyone can grant themselves Pro', async () => {
    const warnings = await startupWarnings('https://pomopal.example.com');
    expect(warnings).toEqual([
      expect.objectContaining({
        appUrl: 'https://pomopal.example.com',
        msg: expect.stringMatching(/^TEST PAYMENTS ARE ON: anyone can grant themselves Pro\./),
      }),
    ]);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])(
    'starts quietly at %s, which only this machine reaches',
    async (appUrl) => {
      expect(await startupWarnings(appUrl)).toEqual([]);
    },
  );
});
