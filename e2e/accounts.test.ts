import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../src/server/test/smtp.ts';
import {
  expectNoCredentialsInStorage,
  field,
  logIn,
  logOut,
  register,
} from './harness/accounts.ts';
import { expectAccessible } from './harness/axe.ts';
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

describe('accounts in the browser', () => {
  it('registers, lands on the dashboard, logs out and logs back in', async () => {
    const session = await openSession(browser, server.url);
    const { page } = session;
    try {
      await register(page, {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'analytical',
      });
      await page.getByText('Welcome! You are now logged in.').first().waitFor();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('heading', { name: 'Welcome, Ada!' }).waitFor();
      await page.getByText('ada (Ada)').first().waitFor();
      await session.visit('/dashboard');
      await expectNoCredentialsInStorage(page);

      await logOut(page);
      await expectNoCredentialsInStorage(page);
      await session.visit('/dashboard');
      await page.waitForURL((url) => url.pathname === '/login');

      await logIn(page, 'ada@example.com', 'wrong password');
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
      await logIn(page, 'ada@example.com', 'analytical');
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await expectNoCredentialsInStorage(page);
    } finally {
      await session.close();
    }
  });

  it('sends a visitor of a protected page to /login and back there after login', async () => {
    const session = await openSession(browser, server.url);
    const { page } = session;
    try {
      await register(page, {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        password: 'compiler',
      });
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await logOut(page);

      await session.visit('/settings');
      await page.waitForURL((url) => url.pathname === '/login');
      await logIn(page, 'grace@example.com', 'compiler');
      await page.waitForURL((url) => url.pathname === '/settings');
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await session.visit('/login');
      await page.waitForURL((url) => url.pathname === '/my-tasks');
    } finally {
      await session.close();
    }
  });

  it('resets a forgotten password from the mailed link', async () => {
    const session = await openSession(browser, server.url);
    const { page } = session;
    try {
      await register(page, {
        name: 'Alan Turing',
        email: 'alan@example.com',
        password: 'enigma-old',
      });
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await logOut(page);

      await session.visit('/forgot-password');
      await field(page, 'Email').fill('alan@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('Password reset email sent! Check your inbox.').first().waitFor();

      const mail = await smtp.waitForMail('alan@example.com', /Reset your Pomopal password/);
      await page.goto(linkIn(mail, `${server.url}/api/auth/reset-password/`));
      await page.waitForURL((url) => url.pathname === '/reset-password');
      await field(page, 'New password').waitFor();
      await expectAccessible(page);
      await field(page, 'New password').fill('enigma-new');
      await field(page, 'Confirm new password').fill('enigma-new');
      await page.getByRole('button', { name: 'Update password' }).click();
      await page
        .getByText('Password updated successfully! You will be redirected to login.')
        .first()
        .waitFor();
      await page.waitForURL((url) => url.pathname === '/login');

      await logIn(page, 'alan@example.com', 'enigma-old');
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
      await logIn(page, 'alan@example.com', 'enigma-new');
      await page.waitForURL((url) => url.pathname === '/my-tasks');
      await expectNoCredentialsInStorage(page);

      await page.goto(linkIn(mail, `${server.url}/api/auth/reset-password/`));
      await page
        .getByText('Invalid or expired reset link. Please request a new password reset.')
        .first()
        .waitFor();
    } finally {
      await session.close();
    }
  });

  it('changes the e-mail address after the new address confirms it', async () => {
    const session = await openSession(browser, server.url);
    const { page } = session;
    try {
      await register(page, {
        name: 'Hedy Lamarr',
        email: 'hedy@example.com',
        password: 'frequency',
      });
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await session.visit('/settings');
      await page.getByRole('button', { name: 'Change Email' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Send verification' }).click();
      await dialog.getByText('Please enter a valid email address.').first().waitFor();
      await field(dialog, 'New email').fill('hedy.lamarr@example.com');
      await dialog.getByRole('button', { name: 'Send verification' }).click();
      await dialog.getByText('Check your new email address to confirm the change.').waitFor();
      await dialog.waitFor({ state: 'detached', timeout: 5_000 });

      const mail = await smtp.waitForMail('hedy.lamarr@example.com', /Confirm your new e-mail/);
      await page.goto(linkIn(mail, `${server.url}/api/auth/verify-email`));
      await page.getByText('Email confirmed successfully').first().waitFor();
      await session.visit('/settings');
      const email = field(page, 'Email');
      await email.waitFor();
      expect(await email.inputValue()).toBe('hedy.lamarr@example.com');
      await expectNoCredentialsInStorage(page);
    } finally {
      await session.close();
    }
  });
});
