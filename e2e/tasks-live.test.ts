import { describe, expect, it } from 'vitest';
import { settled } from './harness/animations.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { openSession } from './harness/browser-session.ts';
import {
  createTasks,
  dragTask,
  enriched,
  openTasks,
  registerAndOpenTasks,
  taskTitles,
  waitForSocket,
} from './harness/tasks.ts';

const app = appUnderTest();

describe('task order and live updates in the browser', () => {
  it('reorders by mouse and by keyboard, and the order survives a reload', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session, 'Grace Hopper');
      await createTasks(page, ['Alpha', 'Bravo', 'Charlie']);
      await page.getByRole('button', { name: 'Edit task Alpha' }).waitFor();
      await enriched(page);
      expect(await taskTitles(page)).toEqual(['Charlie', 'Bravo', 'Alpha']);

      // Each move is saved in one request for the moved task alone.
      const saved = () =>
        page.waitForResponse(
          (response) => response.url().endsWith('/position') && response.status() === 200,
        );
      await Promise.all([saved(), dragTask(page, 'Charlie', 'Alpha')]);
      expect(await taskTitles(page)).toEqual(['Bravo', 'Alpha', 'Charlie']);

      // What a screen reader hears, from dnd-kit's live region (visually hidden) of the list (the
      // side bar's projects have their own).
      const region = page.getByRole('main').locator('[id^="DndLiveRegion"]');
      const heard = (text: string) => expect.poll(() => region.textContent()).toBe(text);
      // Keys are pressed once the rows stand still: dnd-kit measures them to find the next place.
      const press = async (key: string) => {
        await settled(page);
        await page.keyboard.press(key);
      };
      const byKeyboard = async () => {
        await page.getByRole('button', { name: 'Reorder task Charlie' }).focus();
        await press('Space');
        await heard('Picked up task Charlie, at position 3 of 3.');
        await press('ArrowUp');
        await heard('Task Charlie moved to position 2 of 3.');
        await press('ArrowUp');
        await heard('Task Charlie moved to position 1 of 3.');
        await press('Space');
      };
      await Promise.all([saved(), byKeyboard()]);
      expect(await taskTitles(page)).toEqual(['Charlie', 'Bravo', 'Alpha']);

      await openTasks(session);
      expect(await taskTitles(page)).toEqual(['Charlie', 'Bravo', 'Alpha']);
    } finally {
      await session.close();
    }
  });

  it('shows a change made in another tab without a reload', async () => {
    const first = await openSession(app.browser, app.server.url);
    try {
      await registerAndOpenTasks(first, 'Katherine Johnson');
      const context = await app.browser.newContext({
        storageState: await first.context.storageState(),
        baseURL: app.server.url,
        viewport: { width: 1280, height: 800 },
      });
      const other = await context.newPage();
      try {
        const connected = waitForSocket(other, '/my-tasks');
        await other.goto('/my-tasks', { waitUntil: 'networkidle' });
        await connected;
        await other.getByText('You have no tasks yet. Add one above to get started!').waitFor();

        await first.page.getByRole('combobox', { name: 'Quick add a task' }).fill('Orbit maths');
        await first.page.getByRole('button', { name: 'Add', exact: true }).click();
        const row = other.getByRole('row').filter({ hasText: 'Orbit maths' });
        await row.getByText('Pending').waitFor();

        await other.getByRole('checkbox', { name: 'Mark Orbit maths as completed' }).check();
        await first.page
          .getByRole('row')
          .filter({ hasText: 'Orbit maths' })
          .getByText('Done', { exact: true })
          .waitFor();

        await first.page.getByRole('button', { name: 'Delete task Orbit maths' }).click();
        await row.waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    } finally {
      await first.close();
    }
  });
});
