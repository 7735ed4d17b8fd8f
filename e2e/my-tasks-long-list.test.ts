import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TASK_TITLES } from '../src/server/test/realistic-tasks.ts';
import { settled } from './harness/animations.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { scrollPage } from './harness/layout.ts';
import { openTasks, registerAndOpenTasks, taskTitles } from './harness/tasks.ts';

const app = appUnderTest();

const OPEN_TASKS = 1000;
const HOUR_MS = 3_600_000;

/** 'Task 0042: Email Marta': numbered, so each is told apart, with the words people use. */
function titleOf(number: number): string {
  return `Task ${String(number).padStart(4, '0')}: ${TASK_TITLES[number % TASK_TITLES.length]}`;
}

/** Makes tasks 1 to `count` through the API, ten at a time; each new one goes on top. */
async function createNumberedTasks(page: Page, count: number) {
  const origin = new URL(page.url()).origin;
  for (let first = 1; first <= count; first += 10) {
    const numbers = Array.from({ length: Math.min(10, count - first + 1) }, (_, i) => first + i);
    await Promise.all(
      numbers.map(async (number) => {
        // Every seventh is overdue: its date carries a text only a screen reader reads.
        const dueDate =
          number % 7 === 0 ? new Date(Date.now() - number * HOUR_MS).toISOString() : null;
        const response = await page.request.post('/api/tasks', {
          data: { title: titleOf(number), minutes: 25 + (number % 4) * 25, dueDate },
          headers: { Origin: origin },
        });
        if (response.status() !== 201) throw new Error(`Task ${number}: ${response.status()}`);
      }),
    );
  }
}

/** The open tasks' titles in the order the server keeps them. */
async function serverOrder(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/tasks');
  const tasks = (await response.json()) as { title: string; completed?: boolean }[];
  return tasks.filter((task) => !task.completed).map((task) => task.title);
}

/** How many task rows the page holds (a table's rows, or the cards). */
function renderedRows(page: Page): Promise<number> {
  return page.locator('tbody tr[data-index], ul[aria-label="Tasks"] > li').count();
}

type StorageState = NonNullable<BrowserContextOptions['storageState']>;
let signedIn: StorageState;

beforeAll(async () => {
  const session = await openSession(app.browser, app.server.url);
  try {
    await registerAndOpenTasks(session);
    await createNumberedTasks(session.page, OPEN_TASKS);
    signedIn = await session.context.storageState();
  } finally {
    await session.close();
  }
}, 240_000);

/** The signed-in user's /my-tasks at `viewport`, with a phone's touch below 640 px. */
async function openAt(viewport: { width: number; height: number }) {
  const phone = viewport.width < 640;
  const context = await app.browser.newContext({
    baseURL: app.server.url,
    storageState: signedIn,
    viewport,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await openTasks({
    context,
    page,
    visit: async (path) => {
      await page.goto(path, { waitUntil: 'networkidle' });
    },
    close: () => context.close(),
  });
  return { context, page };
}

/** Scrolls to the end of the page until `title`'s row is on screen. */
async function scrollToTask(page: Page, title: string) {
  const button = page.getByRole('button', { name: `Edit task ${title}` });
  await expect
    .poll(async () => {
      await scrollPage(page, 1);
      return button.isVisible();
    })
    .toBe(true);
  return button;
}

describe('My Tasks with a thousand open tasks, in the browser', () => {
  it('shows a window of cards on a phone and reaches the last task', async () => {
    const { context, page } = await openAt({ width: 375, height: 812 });
    try {
      const cards = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
      await cards.first().waitFor();
      expect(await cards.first().getAttribute('aria-setsize')).toBe(String(OPEN_TASKS));
      expect((await taskTitles(page))[0]).toBe(titleOf(OPEN_TASKS));
      expect(await renderedRows(page)).toBeLessThan(40);
      await scrollToTask(page, titleOf(1));
      expect(await cards.last().getAttribute('aria-posinset')).toBe(String(OPEN_TASKS));
      expect(await renderedRows(page)).toBeLessThan(40);
      // Only the column scrolls: nothing in it reaches below it and lets the page itself move.
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      ).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it('renders a window of rows, reaches the last task, and reorders by keyboard with Undo', {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await openAt({ width: 1280, height: 900 });
    try {
      await page.getByText(`${OPEN_TASKS} open`, { exact: true }).waitFor();

      // The newest task first, and only the rows around the window in the page.
      const first = await taskTitles(page);
      expect(first[0]).toBe(titleOf(OPEN_TASKS));
      expect(await renderedRows(page)).toBeLessThan(60);
      expect(
        await page.getByRole('table').getAttribute('aria-rowcount'),
        'the table tells a screen reader how many rows it has',
      ).toBe(String(OPEN_TASKS + 1));

      // Scrolled to the end, the oldest task shows, and still only a window of rows.
      const last = await scrollToTask(page, titleOf(1));
      expect(await renderedRows(page)).toBeLessThan(60);
      // The rows left out above are room, not rows, to a screen reader.
      await expectAccessible(page);

      // Task 1 moves up by two places with the keyboard: above task 3. Each key is pressed once
      // the rows stand still and a screen reader has heard the one before.
      const region = page.getByRole('main').locator('[id^="DndLiveRegion"]');
      const heard = (text: string) => expect.poll(() => region.textContent()).toBe(text);
      const press = async (key: string) => {
        await settled(page);
        await page.keyboard.press(key);
      };
      await page.getByRole('button', { name: `Reorder task ${titleOf(1)}` }).focus();
      await press('Space');
      await heard(`Picked up task ${titleOf(1)}, at position ${OPEN_TASKS} of ${OPEN_TASKS}.`);
      await press('ArrowUp');
      await heard(`Task ${titleOf(1)} moved to position ${OPEN_TASKS - 1} of ${OPEN_TASKS}.`);
      await press('ArrowUp');
      await heard(`Task ${titleOf(1)} moved to position ${OPEN_TASKS - 2} of ${OPEN_TASKS}.`);
      await press('Space');
      const moved = [titleOf(4), titleOf(1), titleOf(3), titleOf(2)];
      await expect.poll(async () => (await serverOrder(page)).slice(-4)).toEqual(moved);
      expect((await taskTitles(page)).slice(-4)).toEqual(moved);

      // Deleted and brought back with Undo, it comes back in its new place.
      await page.getByRole('button', { name: `Delete task ${titleOf(1)}` }).click();
      await last.waitFor({ state: 'detached' });
      await page
        .getByRole('region', { name: /^Notification/ })
        .getByRole('button', { name: 'Undo' })
        .click();
      await last.waitFor();
      await expect.poll(async () => (await serverOrder(page)).slice(-4)).toEqual(moved);
      await expect.poll(async () => (await taskTitles(page)).slice(-4)).toEqual(moved);
      expect(await serverOrder(page)).toHaveLength(OPEN_TASKS);
    } finally {
      await context.close();
    }
  });
});
