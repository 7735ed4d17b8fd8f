import { rm } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './harness/accounts.ts';
import { settled } from './harness/animations.ts';
import { expectAccessible } from './harness/axe.ts';
import { type BrowserSession, openSession } from './harness/browser-session.ts';
import { launchChromium } from './harness/chromium.ts';
import { overlaps, scrollPage, wholeInView } from './harness/layout.ts';
import { type RunningServer, startServer } from './harness/server.ts';
import { createTasks, registerAndOpenTasks } from './harness/tasks.ts';

/*
 * The focus timer when things go wrong or get in the way: a server that does not answer, a
 * timer left from an earlier visit, the end of a break, the docked timer beside the task list,
 * and music the browser holds back. The server is this file's own, so it can be stopped and
 * started again on the same data.
 */

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  dataDir = server.dataDir;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The server goes away and comes back on the same address and data, as after a crash. */
async function restartServer(): Promise<void> {
  await server.stop();
  server = await startServer({ dataDir, port: server.port });
}

const timerOf = (page: Page) => page.getByRole('timer', { name: 'Pomodoro timer' });
const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });
const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** A task of `minutes` (split into sessions of at most 25), created as another device would. */
async function createTask(page: Page, title: string, minutes: number) {
  const response = await page.request.post('/api/tasks', {
    data: { title, minutes },
    headers: origin(page),
  });
  if (response.status() !== 201) throw new Error(`Creating ${title}: ${response.status()}`);
  await page.getByRole('button', { name: `Edit task ${title}` }).waitFor();
}

/** The session the server holds running for the signed-in user, or null. */
async function serverSession(page: Page): Promise<{ id: string; status: string } | null> {
  const response = await page.request.get('/api/sessions/active');
  const body: { session: { id: string; status: string } } | null = await response.json();
  return body?.session ?? null;
}

async function startSession(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: `Start #1 ${title}` }).click();
  const timer = timerOf(page);
  await timer.getByText(title).waitFor();
  return timer;
}

/** The same person on a second device. */
async function secondDevice(email: string): Promise<BrowserSession> {
  const device = await openSession(browser, server.url);
  await device.page.goto('/login');
  await logIn(device.page, email, 'analytical');
  await device.page.waitForURL((url) => url.pathname !== '/login');
  return device;
}

const PAUSE_PENDING = 'Pause not saved yet. Pomopal will send it when it reconnects.';
const STOP_PENDING = 'Stop not saved yet. Pomopal will send it when it reconnects.';

describe('the focus timer when the server cannot be reached', () => {
  it('keeps a pause, through a reload, says it is pending, and sends it when the server answers', async () => {
    const session = await openSession(browser, server.url);
    const { page } = session;
    let device: BrowserSession | undefined;
    try {
      const email = await registerAndOpenTasks(session, 'Ada Lovelace');
      await createTask(page, 'Write the essay', 50);
      const timer = await startSession(page, 'Write the essay');
      device = await secondDevice(email);
      const deviceTimer = timerOf(device.page);
      await deviceTimer.getByText('Write the essay').waitFor();

      // The timer's calls no longer reach the server.
      await page.route('**/api/sessions/**', (route) => route.abort('internetdisconnected'));
      await timer.getByRole('button', { name: 'Pause' }).click();
      await timer.getByText(PAUSE_PENDING, { exact: true }).waitFor();
      await timer.getByText('Paused', { exact: true }).waitFor();
      await expectAccessible(page);
      expect(await serverSession(page)).toMatchObject({ status: 'active' });
      await deviceTimer.getByRole('button', { name: 'Pause' }).waitFor();

      // A reload keeps the pause and says it still waits.
      await page.reload();
      await timer.getByText(PAUSE_PENDING, { exact: true }).waitFor();
      await timer.getByRole('button', { name: 'Resume' }).waitFor();

      // The server answers again: the pause is sent, and the other device follows it.
      await page.unroute('**/api/sessions/**');
      await timer
        .getByText(PAUSE_PENDING, { exact: true })
        .waitFor({ state: 'detached', timeout: 15_000 });
      expect(await serverSession(page)).toBeNull();
      await deviceTimer.waitFor({ state: 'detached' });
      await timer.getByRole('button', { name: 'Resume' }).waitFor();
    } finally {
      await device?.close();
      await session.close();
    }
  });

  it('keeps a stop made while the server is down, and sends it when the server is back', async () => {
    const session = await openSession(browser, server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session, 'Grace Hopper');
      await createTask(page, 'Review the draft', 25);
      const timer = await startSession(page, 'Review the draft');

      await server.stop();
      await timer.getByRole('button', { name: 'Stop' }).click();
      await timer.waitFor({ state: 'detached' });
      const pending = page.getByRole('status').filter({ hasText: STOP_PENDING });
      await pending.waitFor();

      await restartServer();
      // The socket reconnects, the stop is sent, and the row offers to resume the session.
      await pending.waitFor({ state: 'detached', timeout: 20_000 });
      expect(await serverSession(page)).toBeNull();
      await rowOf(page, 'Review the draft')
        .getByRole('button', { name: 'Resume #1 Review the draft' })
        .waitFor();
    } finally {
      await session.close();
    }
  });
});

describe('a timer from an earlier visit', () => {
  it('is not shown until the server has confirmed it', async () => {
    const session = await openSession(browser, server.url);
    const { page, context } = session;
    try {
      await registerAndOpenTasks(session, 'Katherine Johnson');
      await createTask(page, 'Check the orbit', 25);
      await startSession(page, 'Check the orbit');
      const running = await serverSession(page);
      if (!running) throw new Error('The session did not start');
      await page.close();

      // Stopped on another device while this browser was away.
      const stopped = await context.request.post(`/api/sessions/${running.id}/interrupt`, {
        data: { remainingSeconds: 600 },
        headers: { Origin: server.url },
      });
      expect(stopped.status()).toBe(200);

      // Back in this browser, the server slow to answer: a neutral state, no clock.
      const later = await context.newPage();
      let answer: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await later.route('**/api/sessions/active', async (route) => {
        await held;
        await route.continue();
      });
      await later.goto('/my-tasks');
      const checking = later.getByRole('status').filter({ hasText: 'Checking your timer…' });
      await checking.waitFor();
      expect(await timerOf(later).count()).toBe(0);
      expect(await later.title()).not.toMatch(/\d\d:\d\d/);

      answer();
      await checking.waitFor({ state: 'detached' });
      await later.getByText('Loading your tasks...').waitFor({ state: 'detached' });
      expect(await timerOf(later).count()).toBe(0);
      await rowOf(later, 'Check the orbit').getByText('Paused', { exact: true }).waitFor();
    } finally {
      await session.close();
    }
  });
});

describe('the end of a break', () => {
  it("offers 'Skip break', then the next session of the same task when the break is over", async () => {
    const session = await openSession(browser, server.url);
    const { page, context } = session;
    try {
      // The page's clock is Playwright's from the first load, so time can be moved forward.
      await context.clock.install();
      await registerAndOpenTasks(session, 'Margaret Hamilton');
      // Three sessions: 25, 25 and 1 minutes.
      await createTask(page, 'Write the essay', 51);
      const timer = await startSession(page, 'Write the essay');

      await page.clock.runFor(25 * 60_000 + 1_000);
      await timer.getByText('Short break', { exact: true }).waitFor();
      await settled(page);
      await expectAccessible(page);
      await timer.getByRole('button', { name: 'Skip break' }).click();
      await timer.getByText('Focus', { exact: true }).waitFor();
      await rowOf(page, 'Write the essay').getByText('Running #2').waitFor();

      await page.clock.runFor(25 * 60_000 + 1_000);
      await timer.getByText('Short break', { exact: true }).waitFor();
      // The break waits for the user, unless breaks are set to start by themselves.
      await timer.getByRole('button', { name: 'Start break' }).click();
      await page.clock.runFor(5 * 60_000 + 1_000);
      const offer = page.getByRole('region', { name: 'Break is over' });
      await offer.getByText('Ready for session #3 of Write the essay?').waitFor();
      await settled(page);
      await expectAccessible(page);

      await offer.getByRole('button', { name: 'Start Session #3' }).click();
      await timer.getByText('Focus', { exact: true }).waitFor();
      await offer.waitFor({ state: 'detached' });
      await rowOf(page, 'Write the essay').getByText('Running #3').waitFor();
    } finally {
      await session.close();
    }
  });
});

/** The table row or card holding a task's control. */
const ROW = 'xpath=ancestor::*[self::tr or self::li][1]';

// That no row ever lies under the timer, wherever the page is scrolled, is timer-dock.test.ts's.
describe('the docked timer beside the task list', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    it(`lets the keyboard reach the last row, clear of the timer, at ${viewport.width} px, and says which task runs`, async () => {
      const session = await openSession(browser, server.url, viewport);
      const { page } = session;
      try {
        await registerAndOpenTasks(session, 'Dorothy Vaughan');
        // Longer than the window at both sizes, so the last task starts out of sight.
        await createTasks(
          page,
          Array.from({ length: 16 }, (_, i) => `Task ${i + 1}`),
        );
        await createTask(page, 'Write the essay', 50);
        const timer = await startSession(page, 'Write the essay');
        const edit = (title: string) =>
          page.getByRole('button', { name: `Edit task ${title}`, exact: true });
        const rowWith = (title: string) => edit(title).locator(ROW);

        // The last task (the first created), reached with the keyboard from the top of the page,
        // is scrolled whole into view, clear of the timer.
        await scrollPage(page, 0);
        const last = edit('Task 1');
        expect(await wholeInView(last)).toBe(false);
        await last.focus();
        expect(await wholeInView(last)).toBe(true);
        expect(await overlaps(timer, last)).toBe(false);
        expect(await overlaps(timer, rowWith('Task 1'))).toBe(false);
        await expectAccessible(page);

        // The running task's row says so, instead of offering its next session.
        const essay = rowWith('Write the essay');
        await essay.getByText('Running #1').waitFor();
        expect(await essay.getByRole('button', { name: /^Start #2/ }).count()).toBe(0);
        await edit('Write the essay').click();
        const dialog = page.getByRole('dialog', { name: 'Edit Task Details' });
        await dialog.getByText('Session #1 is running').waitFor();
      } finally {
        await session.close();
      }
    });
  }
});

describe('focus music in a new tab', () => {
  it("holds the music back with one warning and one 'Resume music' click", async () => {
    const session = await openSession(browser, server.url);
    const { page, context } = session;
    try {
      await registerAndOpenTasks(session, 'Hedy Lamarr');
      const saved = await page.request.put('/api/preferences', {
        data: { musicTheme: 'LOFI_BEATS' },
        headers: origin(page),
      });
      expect(saved.status()).toBe(200);
      await createTask(page, 'Tune the radio', 25);
      await startSession(page, 'Tune the radio');
      await page.close();

      // A new tab, untouched. Playwright's own page queries count as the user's gestures, so
      // the browser's warnings are gathered before any of them.
      const tab = await context.newPage();
      const warnings: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const warned = tab.waitForEvent('console', (message) =>
        message.text().includes('plays sound only after a click'),
      );
      await tab.goto('/my-tasks');
      await warned;
      await tab.waitForTimeout(2_000);
      const audio = warnings.filter((text) => !text.includes('Permissions-Policy'));
      expect(audio).toEqual(['Pomopal: the browser plays sound only after a click on the page.']);

      const resume = timerOf(tab).getByRole('button', { name: 'Resume music' });
      await resume.click();
      await resume.waitFor({ state: 'detached' });
    } finally {
      await session.close();
    }
  });
});
