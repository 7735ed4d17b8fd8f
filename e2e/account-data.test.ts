import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../src/server/test/smtp.ts';
import { field, logIn, registerAndOpenDashboard } from './harness/accounts.ts';
import { openSession } from './harness/browser-session.ts';
import { launchChromium } from './harness/chromium.ts';
import { type RunningServer, startServer } from './harness/server.ts';

let smtp: TestSmtpServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: smtp.url } }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await smtp?.close();
});

describe('downloading one’s data in the browser', () => {
  it('saves one JSON file with the account in it', async () => {
    const session = await openSession(browser, server.url, { width: 1280, height: 800 });
    const { page } = session;
    const person = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical' };
    try {
      await registerAndOpenDashboard(page, person);
      await session.visit('/settings');
      const section = page.getByRole('region', { name: 'Your data' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^pomopal-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(file).toMatchObject({
        format: 'pomopal-export',
        account: { email: person.email, name: person.name },
        tasks: [],
      });
      await page.getByText('Your data was downloaded').first().waitFor();
    } finally {
      await session.close();
    }
  });
});

describe('deleting an account in the browser', () => {
  it('asks for the password and the word, signs out, and the account can no longer sign in', async () => {
    const session = await openSession(browser, server.url, { width: 375, height: 740 });
    const { page } = session;
    const person = { name: 'Mary Shelley', email: 'mary@example.com', password: 'frankenstein' };
    try {
      await registerAndOpenDashboard(page, person);
      await session.visit('/settings');
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      const confirm = dialog.getByRole('button', { name: 'Delete my account' });
      expect(await confirm.isDisabled()).toBe(true);

      await field(dialog, 'Password').fill('not my password');
      await field(dialog, 'Type DELETE to confirm').fill('DELETE');
      await confirm.click();
      await dialog.getByText('That password is not right. Please try again.').waitFor();
      // The typed word stays; only the password is asked again.
      expect(await field(dialog, 'Type DELETE to confirm').inputValue()).toBe('DELETE');

      await field(dialog, 'Password').fill(person.password);
      await confirm.click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page
        .getByText('Your account is being deleted. A confirmation e-mail is on its way.')
        .waitFor();
      const mail = await smtp.waitForMail(person.email, /has been deleted/);
      expect(mail.text).toContain('your Pomopal account has been deleted');

      await logIn(page, person.email, person.password);
      await page.getByText('Invalid email or password').waitFor();
      await session.visit('/dashboard');
      await page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await session.close();
    }
  });
});
