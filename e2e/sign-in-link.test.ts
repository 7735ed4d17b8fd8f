import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_CLIENT,
} from '../src/server/modules/auth/auth.rate-limits.ts';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../src/server/test/smtp.ts';
import { logIn, logOut, register } from './harness/accounts.ts';
import { openSession } from './harness/browser-session.ts';
import { launchChromium } from './harness/chromium.ts';
import { type RunningServer, startServer } from './harness/server.ts';

let smtp: TestSmtpServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([
    // Behind one proxy, the strangers below can sign in from networks of their own.
    startServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: 'true' } }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await smtp?.close();
});

describe('an owner whom strangers locked out', () => {
  it('is told a link was mailed, and the link signs them in', async () => {
    const session = await openSession(browser, server.url);
    const { page } = session;
    try {
      await register(page, {
        name: 'Mary Somerville',
        email: 'mary@example.com',
        password: 'orbits',
      });
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await logOut(page);

      for (let attempt = 0; attempt < SIGN_IN_PER_ADDRESS.limit; attempt += 1) {
        const network = Math.floor(attempt / SIGN_IN_PER_CLIENT.limit);
        const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: server.url,
            'x-forwarded-for': `10.70.${network}.66`,
          },
          body: JSON.stringify({ email: 'mary@example.com', password: `guess ${attempt}` }),
        });
        expect(response.status).toBe(401);
      }

      await logIn(page, 'mary@example.com', 'orbits');
      await page
        .getByRole('alert')
        .filter({ hasText: /If your password was right, we have e-mailed you a link/ })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');

      const mail = await smtp.waitForMail('mary@example.com', /^Your link to sign in to Pomopal$/);
      await page.goto(linkIn(mail, `${server.url}/api/auth/magic-link/verify`));
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('heading', { name: /Mary!$/ }).waitFor();
    } finally {
      await session.close();
    }
  });
});
