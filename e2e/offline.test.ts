import { rm } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logOut } from './harness/accounts.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { launchChromium } from './harness/chromium.ts';
import { callServer, type RunningServer, startServer } from './harness/server.ts';
import { createTasks, registerAndOpenTasks } from './harness/tasks.ts';

/*
 * Pomopal with no connection: the data a page shows is kept on the device, changes made offline
 * wait there in order and reach the server when it is back, and the page says all along that the
 * server cannot be reached. The server is this file's own, so it can be stopped and started again
 * on the same data.
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

async function restartServer(): Promise<void> {
  server = await startServer({ dataDir, port: server.port });
}

const stopped = () => server.process.exitCode !== null || server.process.signalCode !== null;

const UNREACHABLE = 'Pomopal cannot reach its server';
const banner = (page: Page) => page.getByRole('status').filter({ hasText: UNREACHABLE });
const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });
const timerOf = (page: Page) => page.getByRole('timer', { name: 'Pomodoro timer' });

/** Waits until the service worker controls the page, so the app opens with no network. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload({ waitUntil: 'networkidle' });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/** The page's session cookie, to ask the server as the same user from outside the browser. */
async function cookieOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

interface ServerTask {
  id: string;
  title: string;
  completed: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The user's tasks as the server holds them (the list leaves out what it need not send). */
async function serverTasks(cookie: string): Promise<ServerTask[]> {
  const response = await callServer(server, '/api/tasks', { cookie });
  expect(response.status).toBe(200);
  const list: { id: string }[] = await response.json();
  return Promise.all(
    list.map(async ({ id }) => (await callServer(server, `/api/tasks/${id}`, { cookie })).json()),
  );
}

async function addByQuickAdd(page: Page, title: string) {
  await page.getByRole('combobox', { name: 'Quick add a task' }).fill(title);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await rowOf(page, title).waitFor();
}

/** The keys kept in the page's IndexedDB by the app. */
function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction('keyval').objectStore('keyval').getAllKeys();
          request.onsuccess = () => {
            db.close();
            resolve(request.result.map(String));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

interface Cut {
  name: string;
  cut(page: Page): Promise<void>;
  restore(page: Page): Promise<void>;
  /** Whether another device can reach the server meanwhile (a network cut) or not (a stop). */
  serverUp: boolean;
}

const cuts: Cut[] = [
  {
    name: 'the browser offline',
    cut: (page) => page.context().setOffline(true),
    restore: (page) => page.context().setOffline(false),
    serverUp: true,
  },
  {
    name: 'the server stopped',
    cut: async () => {
      await server.stop();
    },
    restore: () => restartServer(),
    serverUp: false,
  },
];

describe.each(cuts)('a session that loses its server: $name', ({ cut, restore, serverUp }) => {
  it('keeps changes made offline through a reload and sends them in order when back', async () => {
    const session = await openSession(browser, server.url);
    const { page, context } = session;
    try {
      await registerAndOpenTasks(session, 'Offline Olive');
      await createTasks(page, ['Buy milk', 'Call the bank', 'Write the essay']);
      await rowOf(page, 'Write the essay').waitFor();
      await controlledByWorker(page);
      await page.getByRole('button', { name: 'Start #1 Write the essay' }).click();
      const timer = timerOf(page);
      await timer.getByText('Write the essay').waitFor();
      const cookie = await cookieOf(page);
      const before = await serverTasks(cookie);
      const bank = before.find((task) => task.title === 'Call the bank');

      await cut(page);
      await banner(page).waitFor();

      await addByQuickAdd(page, 'Pack the bags');
      await page.getByRole('checkbox', { name: 'Mark Buy milk as completed' }).check();
      await page.getByRole('checkbox', { name: 'Mark Call the bank as completed' }).check();
      await timer.getByRole('button', { name: 'Pause' }).click();
      await banner(page).getByText('4 changes waiting').waitFor();
      await expectAccessible(page);

      if (serverUp) {
        // Meanwhile the task is deleted on another device.
        const deleted = await fetch(`${server.url}/api/tasks/${bank?.id}`, {
          method: 'DELETE',
          headers: { cookie, origin: server.url },
        });
        expect(deleted.status).toBe(204);
      }

      // A reload with no server: the shell from the worker, the list and the queue from the
      // device.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await banner(page)
        .getByText(/^Offline - showing what was saved at \d\d:\d\d$/)
        .waitFor();
      await rowOf(page, 'Pack the bags').waitFor();
      await page.getByRole('checkbox', { name: 'Mark Buy milk as not completed' }).waitFor();
      await banner(page).getByText('4 changes waiting').waitFor();

      await restore(page);
      await banner(page).getByText(UNREACHABLE).waitFor({ state: 'detached', timeout: 40_000 });

      if (serverUp) {
        // The refused change is said, with its task and the server's reason.
        const refused = page.getByRole('listitem').filter({
          has: page.getByRole('alert').filter({ hasText: 'Call the bank' }),
        });
        await refused.getByText(/^Could not complete "Call the bank": /).waitFor();
        await expectAccessible(page);
        await refused.getByRole('button', { name: 'Dismiss' }).click();
        await refused.waitFor({ state: 'detached' });
      }

      // The banner goes as soon as the server answers; the waiting changes follow one by one.
      await page.waitForFunction(() => !document.body.textContent?.includes('waiting'));
      const expected = serverUp
        ? ['Buy milk: done', 'Pack the bags: open', 'Write the essay: open']
        : ['Buy milk: done', 'Call the bank: done', 'Pack the bags: open', 'Write the essay: open'];
      const held = async () =>
        (await serverTasks(cookie))
          .map((task) => `${task.title}: ${task.completed ? 'done' : 'open'}`)
          .sort();
      await expect.poll(held, { timeout: 30_000 }).toEqual(expected);
      const byTitle = new Map((await serverTasks(cookie)).map((task) => [task.title, task]));
      const packed = byTitle.get('Pack the bags');
      const milk = byTitle.get('Buy milk');
      // In the order they were made: the add reached the server before the completion.
      expect(Date.parse(packed?.createdAt ?? '')).toBeLessThan(Date.parse(milk?.updatedAt ?? ''));
      const pausedOnServer = async () =>
        (await (await callServer(server, '/api/sessions/active', { cookie })).json()) === null;
      await expect.poll(pausedOnServer, { timeout: 30_000 }).toBe(true);
      await timer.getByRole('button', { name: 'Resume' }).waitFor();
    } finally {
      await context.setOffline(false);
      await session.close();
      if (stopped()) await restartServer();
    }
  }, 150_000);
});

describe('a server that stops', () => {
  it('is noticed on an idle page, retried, and the waiting change goes when it is back', async () => {
    const session = await openSession(browser, server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session, 'Idle Ida');
      await createTasks(page, ['Water the plants']);
      await rowOf(page, 'Water the plants').waitFor();
      const cookie = await cookieOf(page);

      await server.stop();
      await banner(page).waitFor();
      await banner(page).getByRole('button', { name: 'Try now' }).waitFor();
      await page.getByRole('checkbox', { name: 'Mark Water the plants as completed' }).check();
      await banner(page).getByText('1 change waiting').waitFor();

      await restartServer();
      await banner(page).getByText(UNREACHABLE).waitFor({ state: 'detached', timeout: 40_000 });
      await page.waitForFunction(() => !document.body.textContent?.includes('change waiting'));
      const [plants] = await serverTasks(cookie);
      expect(plants).toMatchObject({ title: 'Water the plants', completed: true });
    } finally {
      await session.close();
      if (stopped()) await restartServer();
    }
  }, 150_000);
});

describe('signing out', () => {
  it("deletes the user's saved data from the device; the next user sees none of it", async () => {
    const session = await openSession(browser, server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session, 'Leaving Lena');
      await createTasks(page, ['Private plans']);
      await rowOf(page, 'Private plans').waitFor();
      await expect
        .poll(async () => (await storedKeys(page)).filter((key) => key.startsWith('pomopal.')))
        .toHaveLength(1);
      expect(
        await page.evaluate(() => localStorage.getItem('pomopal.offline-user')),
      ).not.toBeNull();

      const timerUser = () =>
        page.evaluate(() => JSON.parse(localStorage.getItem('pomopal.timer') ?? '{}').userId);
      expect(await timerUser()).toEqual(expect.any(String));

      await logOut(page);
      expect(await storedKeys(page)).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('pomopal.offline-user'))).toBeNull();
      expect(await timerUser()).toBeNull();

      await registerAndOpenTasks(session, 'Next Nora');
      await page.getByText('You have no tasks yet. Add one above to get started!').waitFor();
      expect(await rowOf(page, 'Private plans').count()).toBe(0);
    } finally {
      await session.close();
    }
  });
});
