import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../src/server/test/smtp.ts';
import { field, logIn, registerAndOpenDashboard } from './harness/accounts.ts';
import { settled } from './harness/animations.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { launchChromium } from './harness/chromium.ts';
import { type RunningServer, startServer } from './harness/server.ts';
import { createTasks, registerAndOpenTasks } from './harness/tasks.ts';

const PASSWORD = 'analytical';
const SESSION_ENDED = 'Your session has ended. Please log in again.';

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

const origin = () => new URL(server.url).origin;

/** Signs in as `email` from a second device and ends every other session of the account. */
async function endOtherSessionsFromAnotherDevice(email: string) {
  const device = await browser.newContext({ baseURL: server.url });
  try {
    const headers = { Origin: origin() };
    const signIn = await device.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers,
    });
    expect(signIn.status()).toBe(200);
    const sessions: { id: string; current: boolean }[] = await (
      await device.request.get('/api/me/sessions')
    ).json();
    for (const session of sessions.filter((entry) => !entry.current)) {
      const ended = await device.request.delete(`/api/me/sessions/${session.id}`, { headers });
      expect(ended.status()).toBe(204);
    }
  } finally {
    await device.close();
  }
}

/** Waits for /login saying the session ended, set to come back to `next`. */
async function waitForSessionEndedLogin(page: Page, next: string) {
  await page.waitForURL(
    (url) =>
      url.pathname === '/login' &&
      url.searchParams.get('next') === next &&
      url.searchParams.get('reason') === 'session-ended',
  );
  await page.getByRole('status').filter({ hasText: SESSION_ENDED }).waitFor();
}

const quickAdd = (page: Page) => page.getByRole('combobox', { name: 'Quick add a task' });

const timerOf = (page: Page) => page.getByRole('timer', { name: 'Pomodoro timer' });

describe('a session that ends while a tab is open', () => {
  it('goes to /login when another device ends it, says so, and comes back with the typing kept', async () => {
    const session = await openSession(browser, server.url);
    const { page } = session;
    try {
      const email = await registerAndOpenTasks(session);
      await quickAdd(page).fill('Write the report tomorrow 3pm');

      // No click here: the tab hears of it through its socket.
      await endOtherSessionsFromAnotherDevice(email);
      await waitForSessionEndedLogin(page, '/my-tasks');
      await expectAccessible(page);

      await logIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/my-tasks');
      await page.getByRole('heading', { level: 2, name: 'My Tasks' }).waitFor();
      expect(await quickAdd(page).inputValue()).toBe('Write the report tomorrow 3pm');
      expect(page.url()).not.toContain('reason=');
    } finally {
      await session.close();
    }
  });

  it('signs out on a refused add, and the quick-add text comes back after sign-in, unsaved', async () => {
    const session = await openSession(browser, server.url);
    const { page, context } = session;
    try {
      const email = await registerAndOpenTasks(session);
      // The session is gone (expired, say) while the socket, opened before, stays connected.
      await context.clearCookies();
      await quickAdd(page).fill('Call the bank 15m');
      await page.getByRole('button', { name: 'Add', exact: true }).click();

      await waitForSessionEndedLogin(page, '/my-tasks');
      await logIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/my-tasks');
      await page.getByText('Loading your tasks...').waitFor({ state: 'detached' });
      expect(await quickAdd(page).inputValue()).toBe('Call the bank 15m');
      await page.getByText('You have no tasks yet. Add one above to get started!').waitFor();
    } finally {
      await session.close();
    }
  });

  it('opens the Add New Task dialog again with what was typed in it', async () => {
    const session = await openSession(browser, server.url);
    const { page, context } = session;
    try {
      const email = await registerAndOpenTasks(session);
      await page.getByRole('button', { name: 'Add Task' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add New Task' });
      await field(dialog, 'Task name').fill('Plan the trip');
      await field(dialog, 'Description').fill('Trains, not planes');
      await context.clearCookies();
      await dialog.getByRole('button', { name: 'Add Task' }).click();

      await waitForSessionEndedLogin(page, '/my-tasks');
      await logIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/my-tasks');
      await dialog.waitFor();
      expect(await field(dialog, 'Task name').inputValue()).toBe('Plan the trip');
      expect(await field(dialog, 'Description').inputValue()).toBe('Trains, not planes');
    } finally {
      await session.close();
    }
  });
});

describe('Logout during a focus session', () => {
  it('asks first: cancel, keep the session running, or stop it', async () => {
    const session = await openSession(browser, server.url);
    const { page } = session;
    const activeSession = async (): Promise<unknown> =>
      (await page.request.get('/api/sessions/active')).json();
    try {
      const email = await registerAndOpenTasks(session);
      await createTasks(page, ['Write the essay']);
      await page.getByRole('button', { name: /^Start #1 Write the essay/ }).click();
      await timerOf(page).getByText('Write the essay').waitFor();

      const logout = page.getByRole('button', { name: 'Logout' }).first();
      const dialog = page.getByRole('dialog', { name: 'Log out during a focus session?' });
      await logout.click();
      await dialog.getByText('Your focus session on “Write the essay” is still running.').waitFor();
      // The timer animates for ever, so only the dialog's own fade-in is waited for.
      await dialog.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/my-tasks');

      // Keep it running: after signing back in the timer is still on.
      await logout.click();
      await dialog.getByRole('button', { name: 'Keep running and log out' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await logIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/my-tasks');
      await timerOf(page).getByText('Write the essay').waitFor();
      expect(await activeSession()).not.toBeNull();

      // Stop it: the session reads interrupted, nothing runs.
      await logout.click();
      await dialog.getByRole('button', { name: 'Stop session and log out' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await logIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/my-tasks');
      await page.getByRole('button', { name: /^Resume #1 Write the essay/ }).waitFor();
      expect(await activeSession()).toBeNull();
      expect(await timerOf(page).count()).toBe(0);
    } finally {
      await session.close();
    }
  });
});

describe('usernames', () => {
  it('are picked at sign-up, made from the e-mail when not, and changed in Settings', async () => {
    const first = await openSession(browser, server.url);
    const second = await openSession(browser, server.url);
    try {
      await first.page.goto('/register');
      await field(first.page, 'Full name').fill('Ada Lovelace');
      await field(first.page, 'Email').fill('ada.username@example.com');
      await field(first.page, 'Username').fill('Countess');
      await field(first.page, 'Password').fill(PASSWORD);
      await first.page.getByRole('button', { name: 'Create account' }).click();
      await first.page.waitForURL((url) => url.pathname === '/dashboard');
      await first.page.getByText('countess (Ada)').first().waitFor();

      // The same username is taken; without one, it comes from the address.
      const { page } = second;
      await page.goto('/register');
      await field(page, 'Full name').fill('Maximilianaugustinekatharina Hopper');
      await field(page, 'Email').fill('Grace.Hopper@example.com');
      expect(await field(page, 'Username').getAttribute('placeholder')).toBe('grace.hopper');
      await field(page, 'Username').fill('countess');
      await field(page, 'Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('That username is taken. Please choose another.').waitFor();
      await field(page, 'Username').fill('');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByText('grace.hopper (Maximilianaugustinekatharina)').first().waitFor();

      await second.visit('/settings');
      const username = field(page, 'Username');
      await username.fill('countess');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('That username is taken. Please choose another.').waitFor();
      await username.fill('Amazing.Grace');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Profile updated successfully!').first().waitFor();
      expect(await username.inputValue()).toBe('amazing.grace');

      // The side bar shows the whole of a long first name, wrapped.
      const label = page
        .getByRole('complementary', { name: 'Side bar' })
        .getByText('amazing.grace (Maximilianaugustinekatharina)');
      await label.waitFor();
      const fits = await label.evaluate(
        (element) =>
          element.scrollHeight <= element.clientHeight + 1 &&
          element.scrollWidth <= element.clientWidth + 1,
      );
      expect(fits).toBe(true);
      await expectAccessible(page);
      await page.setViewportSize({ width: 375, height: 812 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('Change Email', () => {
  it('says what really happens, tells the current address, and reveals no account', async () => {
    const owner = await openSession(browser, server.url);
    const session = await openSession(browser, server.url);
    const { page } = session;
    try {
      await registerAndOpenDashboard(owner.page, {
        name: 'Owner Person',
        email: 'owner.change@example.com',
        password: PASSWORD,
      });
      await registerAndOpenDashboard(page, {
        name: 'Hedy Lamarr',
        email: 'hedy.change@example.com',
        password: PASSWORD,
      });
      await session.visit('/settings');

      const send = async (address: string) => {
        await page.getByRole('button', { name: 'Change Email' }).click();
        const dialog = page.getByRole('dialog', { name: 'Change Email' });
        await field(dialog, 'New email').fill(address);
        await dialog.getByRole('button', { name: 'Send verification' }).click();
        return dialog;
      };

      const refused = await send('not an address');
      await refused
        .getByRole('alert')
        .filter({ hasText: 'Please enter a valid email address.' })
        .waitFor();
      await refused.getByRole('button', { name: 'Cancel' }).click();

      // An address in use and a free one get the same, true answer.
      for (const address of ['owner.change@example.com', 'hedy.lamarr@example.com']) {
        const dialog = await send(address);
        const status = dialog.getByRole('status');
        await status.getByText('Check your new email address to confirm the change.').waitFor();
        expect(await status.textContent()).toContain(
          'If that address already has a Pomopal account, the email there says so instead and nothing changes. We also told your current address about this request.',
        );
        expect(await dialog.textContent()).not.toMatch(/verify both/i);
        await settled(page);
        await expectAccessible(page);
        await dialog.waitFor({ state: 'detached', timeout: 5_000 });
      }

      const tried = await smtp.waitForMail('owner.change@example.com', /^Someone tried to move a/);
      expect(tried.text).not.toContain('hedy.change@example.com');
      await smtp.waitForMail('hedy.lamarr@example.com', /Confirm your new e-mail/);
      const noticesToCurrent = () =>
        smtp.mails.filter(
          (mail) =>
            mail.to.includes('hedy.change@example.com') &&
            /^Someone asked to change the e-mail address/.test(mail.subject),
        );
      await expect.poll(() => noticesToCurrent().length).toBe(2);
      const mentioned = noticesToCurrent().map(
        (mail) => /asked to use (\S+) instead/.exec(mail.text)?.[1],
      );
      expect(mentioned.sort()).toEqual(['hedy.lamarr@example.com', 'owner.change@example.com']);
      expect(
        smtp.mails.some(
          (mail) =>
            mail.to.includes('owner.change@example.com') && /Confirm your new/.test(mail.subject),
        ),
      ).toBe(false);
    } finally {
      await owner.close();
      await session.close();
    }
  });
});
