import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Task } from '../src/shared/tasks.schemas.ts';
import { field } from './harness/accounts.ts';
import { settled } from './harness/animations.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { type BrowserSession, openSession } from './harness/browser-session.ts';
import { overlaps } from './harness/layout.ts';
import { openTasks, registerAndOpenTasks, taskTitles } from './harness/tasks.ts';

const app = appUnderTest();

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** Creates a task through the API, as another device would. */
async function addTask(page: Page, title: string, extra: Record<string, unknown> = {}) {
  const response = await page.request.post('/api/tasks', {
    data: { title, minutes: 25, ...extra },
    headers: origin(page),
  });
  expect(response.status()).toBe(201);
  const task: Task = await response.json();
  return task;
}

async function post(page: Page, path: string, data: unknown = {}) {
  const response = await page.request.post(path, { data, headers: origin(page) });
  expect(response.ok()).toBe(true);
}

/** Today or `days` from now at hh:mm:ss in this machine's zone (the browser's), as an instant. */
function localInstant(days: number, hours: number, minutes = 0, seconds = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hours, minutes, seconds, 0);
  return date.toISOString();
}

const toasts = (page: Page) => page.getByRole('region', { name: /^Notification/ });
const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit task ${title}` }) });

/** Every request adding a task fails, as when the server is down, until `restore` is called. */
async function failAdds(page: Page) {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 503, code: 'server.unavailable', message: 'Down' }),
        })
      : route.fallback();
  await page.route('**/api/tasks', handler);
  return () => page.unroute('**/api/tasks', handler);
}

async function withSession(name: string, run: (session: BrowserSession) => Promise<void>) {
  const session = await openSession(app.browser, app.server.url);
  try {
    await registerAndOpenTasks(session, name);
    await run(session);
  } finally {
    await session.close();
  }
}

describe('safe actions on My Tasks', () => {
  it('undoes a delete, the task back in its place with its sessions, and a completion', async () => {
    await withSession('Grace Hopper', async (session) => {
      const { page } = session;
      await addTask(page, 'Alpha');
      const bravo = await addTask(page, 'Bravo');
      await addTask(page, 'Charlie');
      const [first] = bravo.sessions;
      if (!first) throw new Error('Bravo has no session');
      await post(page, `/api/sessions/${first.id}/start`);
      await post(page, `/api/sessions/${first.id}/interrupt`, { remainingSeconds: 600 });
      await openTasks(session);
      const order = await taskTitles(page);
      expect(order).toHaveLength(3);

      await page.getByRole('button', { name: 'Delete task Bravo' }).click();
      const deleted = toasts(page).getByRole('listitem').filter({ hasText: 'Task deleted' });
      await deleted.getByText('Bravo').waitFor();
      expect(await taskTitles(page)).toEqual(order.filter((title) => title !== 'Bravo'));
      // The toast sits above the round Add Task button, not over it.
      expect(await overlaps(deleted, page.getByRole('button', { name: 'Add Task' }))).toBe(false);
      await settled(page);
      await expectAccessible(page);
      await deleted.getByRole('button', { name: 'Undo' }).click();
      await rowOf(page, 'Bravo').waitFor();
      expect(await taskTitles(page)).toEqual(order);

      await openTasks(session);
      expect(await taskTitles(page)).toEqual(order);
      await rowOf(page, 'Bravo').getByRole('button', { name: 'Resume #1 Bravo' }).waitFor();

      await page.getByRole('checkbox', { name: 'Mark Alpha as completed' }).check();
      const completed = toasts(page).getByRole('listitem').filter({ hasText: 'Task completed' });
      await rowOf(page, 'Alpha').getByText('Done', { exact: true }).waitFor();
      await completed.getByRole('button', { name: 'Undo' }).click();
      await page.getByRole('checkbox', { name: 'Mark Alpha as completed' }).waitFor();
      await rowOf(page, 'Alpha').getByText('Pending', { exact: true }).waitFor();
      await openTasks(session);
      expect(
        await page.getByRole('checkbox', { name: 'Mark Alpha as completed' }).isChecked(),
      ).toBe(false);
    });
  });

  it('keeps what was typed, with the error, when adding fails', async () => {
    await withSession('Katherine Johnson', async ({ page }) => {
      const restore = await failAdds(page);
      const quick = page.getByRole('combobox', { name: 'Quick add a task' });
      await quick.fill('Buy milk 20m');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('alert').getByText('Failed to add task. Please try again.').waitFor();
      expect(await quick.inputValue()).toBe('Buy milk 20m');
      await page.getByText('Adds Buy milk').waitFor();

      await page.getByRole('button', { name: 'Add Task' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Task' });
      await field(dialog, 'Task name').fill('Plan the offsite');
      await field(dialog, 'Time in minutes').fill('50');
      await dialog.getByRole('button', { name: 'Add Task' }).click();
      await dialog.getByText('Failed to add task. Please try again.').waitFor();
      expect(await field(dialog, 'Task name').inputValue()).toBe('Plan the offsite');
      expect(await field(dialog, 'Time in minutes').inputValue()).toBe('50');

      // Once the server answers, the same input goes through.
      await restore();
      await dialog.getByRole('button', { name: 'Add Task' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await rowOf(page, 'Buy milk').waitFor();
      await rowOf(page, 'Plan the offsite').waitFor();
      expect(await quick.inputValue()).toBe('');
      expect(await page.getByText('Failed to add task. Please try again.').count()).toBe(0);

      // 'Keep this dialog open' says what went in.
      await page.getByRole('button', { name: 'Add Task' }).click();
      await dialog.getByLabel('Keep this dialog open after adding task').check();
      await field(dialog, 'Task name').fill('Book the venue');
      await dialog.getByRole('button', { name: 'Add Task' }).click();
      await dialog.getByRole('status').getByText('Added "Book the venue"').waitFor();
      expect(await field(dialog, 'Task name').inputValue()).toBe('');
      await page.keyboard.press('Escape');
      await rowOf(page, 'Book the venue').waitFor();
    });
  });

  it('closes a dialog with Back instead of leaving the page, and never flashes it empty', async () => {
    await withSession('Mary Jackson', async ({ page }) => {
      // Shown as it is added (a reload would add a history entry of its own).
      await addTask(page, 'Alpha');

      await page.getByRole('button', { name: 'Edit task Alpha' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Task Details' });
      await edit.waitFor();
      await page.goBack();
      await edit.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/my-tasks');

      // Closed with Cancel: the form stays filled while it fades out, and the entry Back would
      // have used is gone, so the side bar's links and Back work as before.
      await page.getByRole('button', { name: 'Edit task Alpha' }).click();
      await edit.waitFor();
      await page.evaluate(() => {
        new MutationObserver(() => {
          const dialog = document.querySelector('[role="dialog"]');
          if (dialog && !dialog.querySelector('input[name="title"]')) {
            document.body.dataset.emptyDialog = 'seen';
          }
        }).observe(document.body, { subtree: true, childList: true });
      });
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.body.dataset.emptyDialog)).toBeUndefined();

      await page.getByRole('link', { name: 'Insights' }).click();
      await page.waitForURL((url) => url.pathname === '/insights');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/my-tasks');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/dashboard');
    });
  });

  it('closes the phone menu with Back, and a link in it needs one Back to return', async () => {
    await withSession('Dorothy Vaughan', async (session) => {
      const state = await session.context.storageState();
      const context = await app.browser.newContext({
        baseURL: app.server.url,
        storageState: state,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      try {
        const page = await context.newPage();
        await page.goto('/dashboard', { waitUntil: 'networkidle' });
        await page.goto('/my-tasks', { waitUntil: 'networkidle' });
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await page.getByRole('button', { name: 'Open menu' }).click();
        await menu.waitFor();
        await page.goBack();
        await menu.waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).toBe('/my-tasks');

        await page.getByRole('button', { name: 'Open menu' }).click();
        await menu.getByRole('link', { name: 'Insights' }).click();
        await page.waitForURL((url) => url.pathname === '/insights');
        await menu.waitFor({ state: 'detached' });
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/my-tasks');
        await page.getByRole('heading', { level: 2, name: 'My Tasks' }).waitFor();
        // No step of the menu's was left behind.
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/dashboard');
      } finally {
        await context.close();
      }
    });
  });
});

describe('finding tasks on My Tasks', () => {
  it('keeps the search and filters across a reload, and back and forward', async () => {
    await withSession('Radia Perlman', async (session) => {
      const { page } = session;
      await addTask(page, 'Draw the spanning tree');
      await addTask(page, 'Write the poem');
      await openTasks(session);
      await page.getByRole('searchbox', { name: 'Search tasks' }).fill('tree');
      await page.getByRole('combobox', { name: 'Due date' }).selectOption('any');
      await page.getByRole('combobox', { name: 'Priority' }).selectOption('Low');
      const filtered = async () => {
        await page.getByRole('button', { name: 'Edit task Write the poem' }).waitFor({
          state: 'detached',
        });
        expect(await taskTitles(page)).toEqual(['Draw the spanning tree']);
        expect(await page.getByRole('searchbox', { name: 'Search tasks' }).inputValue()).toBe(
          'tree',
        );
        expect(await page.getByRole('combobox', { name: 'Priority' }).inputValue()).toBe('Low');
      };
      await filtered();

      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 2, name: 'My Tasks' }).waitFor();
      await filtered();

      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.goBack();
      await filtered();
      await page.goForward();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.goBack();
      await filtered();

      // An address naming filters that do not exist shows the whole list.
      await page.goto('/my-tasks?due=someday&priority=Urgent', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Edit task Write the poem' }).waitFor();
      expect((await taskTitles(page)).sort()).toEqual(['Draw the spanning tree', 'Write the poem']);
    });
  });

  it('searches and filters by words, due date and priority, from the keyboard too', async () => {
    await withSession('Hedy Lamarr', async (session) => {
      const { page } = session;
      // The last second of today: due today, and not yet overdue.
      await addTask(page, 'Write the résumé', { dueDate: localInstant(0, 23, 59, 59) });
      await addTask(page, 'Pay the rent', { dueDate: localInstant(-1, 9) });
      const slides = await addTask(page, 'Prepare slides', { dueDate: localInstant(3, 10) });
      await addTask(page, 'Read a novel', { dueDate: localInstant(20, 10) });
      const patched = await page.request.patch(`/api/tasks/${slides.id}`, {
        data: { userOverriddenPriority: 'High' },
        headers: origin(page),
      });
      expect(patched.status()).toBe(200);
      await openTasks(session);
      const count = (text: string) => page.getByRole('status').filter({ hasText: text });

      const search = page.getByRole('searchbox', { name: 'Search tasks' });
      await search.fill('RESUME');
      await count('Showing 1 of 4 tasks').waitFor();
      expect(await taskTitles(page)).toEqual(['Write the résumé']);
      await search.fill('');

      // From the search field, Tab reaches the due date filter; the arrow keys change it.
      await search.focus();
      await page.keyboard.press('Tab');
      const due = page.getByRole('combobox', { name: 'Due date' });
      expect(await due.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await due.inputValue()).toBe('today');
      await count('Showing 1 of 4 tasks').waitFor();
      expect(await taskTitles(page)).toEqual(['Write the résumé']);
      await due.selectOption('overdue');
      await page.getByRole('button', { name: 'Edit task Write the résumé' }).waitFor({
        state: 'detached',
      });
      expect(await taskTitles(page)).toEqual(['Pay the rent']);
      await due.selectOption('week');
      await count('Showing 2 of 4 tasks').waitFor();
      expect((await taskTitles(page)).sort()).toEqual(['Prepare slides', 'Write the résumé']);

      await page.getByRole('combobox', { name: 'Priority' }).selectOption('High');
      await count('Showing 1 of 4 tasks').waitFor();
      expect(await taskTitles(page)).toEqual(['Prepare slides']);

      // Nothing matches: said so, apart from the empty list's text, with a way back.
      await search.fill('zebra');
      await page.getByText('No tasks match').waitFor();
      expect(await page.getByText('You have no tasks yet', { exact: false }).count()).toBe(0);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Clear search and filters' }).click();
      await page.getByRole('button', { name: 'Edit task Read a novel' }).waitFor();
      expect(await taskTitles(page)).toHaveLength(4);
      expect(await search.inputValue()).toBe('');
    });
  });

  it('remembers Hide completed for the user across a reload', async () => {
    await withSession('Ada Lovelace', async (session) => {
      const { page } = session;
      const done = await addTask(page, 'Finished already');
      await addTask(page, 'Still open');
      const completed = await page.request.put(`/api/tasks/${done.id}/completion`, {
        data: { completed: true },
        headers: origin(page),
      });
      expect(completed.status()).toBe(200);
      await openTasks(session);
      expect((await taskTitles(page)).sort()).toEqual(['Finished already', 'Still open']);

      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/preferences') && response.request().method() === 'PUT',
      );
      await page.getByLabel('Hide completed').check();
      await page.getByRole('button', { name: 'Edit task Finished already' }).waitFor({
        state: 'detached',
      });
      expect((await saved).status()).toBe(200);
      await openTasks(session);
      expect(await page.getByLabel('Hide completed').isChecked()).toBe(true);
      expect(await taskTitles(page)).toEqual(['Still open']);
      await page.getByLabel('Hide completed').uncheck();
      await page.getByRole('button', { name: 'Edit task Finished already' }).waitFor();
    });
  });

  it("focuses quick add with 'n' or 'q', listed in the '?' help, but not while typing", async () => {
    await withSession('Margaret Hamilton', async ({ page }) => {
      // Search shows once there is something to search.
      await addTask(page, 'Plot the trajectory');
      await page.getByRole('button', { name: 'Edit task Plot the trajectory' }).waitFor();
      const quick = page.getByRole('combobox', { name: 'Quick add a task' });
      const focused = () => quick.evaluate((element) => element === document.activeElement);
      await page.getByRole('heading', { level: 2, name: 'My Tasks' }).click();
      await page.keyboard.press('n');
      expect(await focused()).toBe(true);
      expect(await quick.inputValue()).toBe('');

      const search = page.getByRole('searchbox', { name: 'Search tasks' });
      await search.focus();
      await page.keyboard.type('quiz');
      expect(await search.inputValue()).toBe('quiz');
      expect(await focused()).toBe(false);
      await search.fill('');
      await page.getByRole('heading', { level: 2, name: 'My Tasks' }).click();
      await page.keyboard.press('q');
      expect(await focused()).toBe(true);

      await page.getByRole('heading', { level: 2, name: 'My Tasks' }).click();
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      const line = help.getByRole('term').filter({ hasText: 'Add a task (quick add)' });
      await line.waitFor();
      expect(await help.locator('kbd').allTextContents()).toEqual(
        expect.arrayContaining(['n', 'q']),
      );
    });
  });
});
