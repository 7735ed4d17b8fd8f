import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../src/server/test/smtp.ts';
import { acceptTerms, registerAndOpen } from './harness/accountability.ts';
import { logIn, registerAndOpenDashboard } from './harness/accounts.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { launchChromium } from './harness/chromium.ts';
import { type RunningServer, startServer } from './harness/server.ts';

const ADMIN = { name: 'Grace Hopper', email: 'grace.admin@example.com', password: 'cobol-1959' };

let smtp: TestSmtpServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: smtp.url, ADMIN_EMAILS: ADMIN.email } }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await smtp?.close();
});

const inRoom = (page: Page) =>
  page.waitForURL((url) => url.pathname.startsWith('/video-call/'), { timeout: 15_000 });

describe('moderating a reported video partner', () => {
  it('reaches the admin alone, who suspends the person reported and lifts it again', async () => {
    const ada = await openSession(browser, server.url);
    const bob = await openSession(browser, server.url);
    const grace = await openSession(browser, server.url, { width: 375, height: 800 });
    try {
      // Two partners meet; after the call Ada reports Bob.
      await registerAndOpen(ada, 'Ada Lovelace');
      const bobName = await registerAndOpen(bob, 'Bob Dylan');
      await acceptTerms(ada.page);
      await acceptTerms(bob.page);
      await Promise.all([inRoom(ada.page), inRoom(bob.page)]);
      await ada.page.getByRole('button', { name: 'End Call' }).click();
      await ada.page.getByRole('heading', { name: /has ended/ }).waitFor();
      await ada.page.getByRole('button', { name: 'Report partner' }).click();
      const reportDialog = ada.page.getByRole('dialog', { name: `Report ${bobName}` });
      await reportDialog.getByLabel('What happened?').fill('Shouted insults all call long');
      await reportDialog.getByRole('button', { name: 'Send report' }).click();
      await reportDialog.waitFor({ state: 'hidden' });

      // Someone who is not an admin finds no admin page.
      await ada.visit('/admin');
      await ada.page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();

      // The admin, once their address is confirmed, reads the report and suspends Bob.
      await registerAndOpenDashboard(grace.page, ADMIN);
      const confirmation = await smtp.waitForMail(ADMIN.email, /Confirm your e-mail address/);
      await grace.page.goto(linkIn(confirmation, server.url));
      await grace.visit('/admin');
      await grace.page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
      const card = grace.page.getByRole('article', { name: new RegExp(bobName) });
      await card.getByText('Shouted insults all call long').waitFor();
      await expectAccessible(grace.page);
      await card.getByRole('radio', { name: 'Suspend' }).check();
      await card.getByLabel('Suspend for').selectOption({ label: '7 days' });
      await card.getByLabel('Note for the audit log').fill('Insults reported after one call');
      await card.getByRole('button', { name: 'Record decision' }).click();
      await card.waitFor({ state: 'detached' });
      await grace.page.getByText('No reports are waiting.').waitFor();
      const suspensions = grace.page.getByRole('region', { name: 'Suspended accounts' });
      await suspensions.getByText(bobName).waitFor();
      const log = grace.page.getByRole('region', { name: 'Audit log' });
      await log.getByText('Insults reported after one call').waitFor();

      // Bob's open page is signed out at once, and signing in again is refused with the reason.
      await bob.page.waitForURL((url) => url.pathname === '/login');
      await logIn(bob.page, `${bobName}@example.com`, 'analytical');
      await bob.page.getByText(/^This account is suspended until /).waitFor();

      // Lifted, with a note: Bob signs in again.
      await suspensions.getByRole('button', { name: 'Lift suspension' }).click();
      const lift = grace.page.getByRole('dialog', { name: 'Lift the suspension?' });
      await lift.getByLabel('Note for the audit log').fill('Apologised by mail');
      await lift.getByRole('button', { name: 'Lift suspension' }).click();
      await suspensions.getByText('No account is suspended.').waitFor();
      await log.getByText('Apologised by mail').waitFor();
      await logIn(bob.page, `${bobName}@example.com`, 'analytical');
      await bob.page.waitForURL((url) => url.pathname !== '/login');
      expect(new URL(bob.page.url()).pathname).not.toBe('/login');
    } finally {
      await ada.close();
      await bob.close();
      await grace.close();
    }
  });
});
