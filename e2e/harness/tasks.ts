import type { Page } from 'playwright-core';
import { registerAndOpenDashboard } from './accounts.ts';
import type { BrowserSession } from './browser-session.ts';
import { scrollOnePage, scrollPage } from './layout.ts';

let people = 0;

/** Registers a fresh person and opens /my-tasks (checked with axe-core by `visit`). */
export async function registerAndOpenTasks(session: BrowserSession, name = 'Ada Lovelace') {
  people += 1;
  const email = `tasks-${people}-${Date.now()}@example.com`;
  await registerAndOpenDashboard(session.page, { name, email, password: 'analytical' });
  await openTasks(session);
  return email;
}

/** Opens /my-tasks with a live socket and waits for the list to load. */
export async function openTasks(session: BrowserSession) {
  const connected = waitForSocket(session.page, '/my-tasks');
  await session.visit('/my-tasks');
  await connected;
  await session.page.getByRole('heading', { level: 2, name: 'My Tasks' }).waitFor();
  await session.page.getByText('Loading your tasks...').waitFor({ state: 'detached' });
}

/**
 * Resolves once the Socket.IO connection of the page at `path` is accepted (its CONNECT
 * acknowledgement).
 */
export function waitForSocket(page: Page, path: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        // The page left before may still be connecting its own: only the page at `path` counts.
        if (String(payload).startsWith('40') && new URL(page.url()).pathname === path) resolve();
      });
    });
  });
}

/** The task titles in the order the list shows them. */
export async function taskTitles(page: Page): Promise<string[]> {
  const names = await page.getByRole('button', { name: /^Edit task / }).allTextContents();
  return names.map((name) => name.replace(/^Edit task\s*/, '').trim());
}

/**
 * The titles of the whole list in order, read as the page scrolls from top to end (where it
 * leaves the page): a long list renders only the rows on screen.
 */
export async function allTaskTitles(page: Page): Promise<string[]> {
  const titles = new Map<number, string>();
  await scrollPage(page, 0);
  for (;;) {
    const rows = await page
      .locator('tbody tr[data-index], ul[aria-label="Tasks"] > li[data-index]')
      .evaluateAll((found) =>
        found.map((row): [number, string] => [
          Number(row.getAttribute('data-index')),
          row.querySelector('button[aria-label^="Edit task "]')?.textContent?.trim() ?? '',
        ]),
      );
    for (const [index, title] of rows) titles.set(index, title);
    if (!(await scrollOnePage(page))) break;
  }
  return [...titles.entries()].sort(([a], [b]) => a - b).map(([, title]) => title);
}

/** How many tasks the list has, rendered or not, as a screen reader hears it. */
export async function listedTaskCount(page: Page): Promise<number> {
  const rowCount = await page.getByRole('table').first().getAttribute('aria-rowcount');
  return Number(rowCount) - 1;
}

/** Creates tasks through the API, as another device would, with the page's session cookie. */
export async function createTasks(page: Page, titles: string[]) {
  const origin = new URL(page.url()).origin;
  for (const title of titles) {
    const response = await page.request.post('/api/tasks', {
      data: { title, minutes: 25 },
      headers: { Origin: origin },
    });
    if (response.status() !== 201) throw new Error(`Creating ${title}: ${response.status()}`);
  }
}

/** The local date-time `days` from now at `hour`:00, as a datetime-local value in the page. */
export function localDateTime(page: Page, days: number, hour: number): Promise<string> {
  return page.evaluate(
    ([d, h]) => {
      const date = new Date();
      date.setDate(date.getDate() + d);
      date.setHours(h, 0, 0, 0);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(h)}:00`;
    },
    [days, hour] as const,
  );
}

/** Drags a task's reorder handle onto another task's row with the mouse, in small steps. */
export async function dragTask(page: Page, from: string, to: string) {
  const handle = page.getByRole('button', { name: `Reorder task ${from}` });
  const target = page.getByRole('button', { name: `Reorder task ${to}` });
  const start = await handle.boundingBox();
  const end = await target.boundingBox();
  if (!start || !end) throw new Error('The handles are not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    const y = start.y + (end.y - start.y) * (step / steps) + start.height / 2;
    await page.mouse.move(start.x + start.width / 2, y + (end.y > start.y ? 6 : -6));
  }
  await page.mouse.up();
}

/** Waits until the AI engine has filled every task in (no 'Processing' badge left). */
export async function enriched(page: Page) {
  await page.getByText('Processing', { exact: true }).first().waitFor({ state: 'detached' });
}
