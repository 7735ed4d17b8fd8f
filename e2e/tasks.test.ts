import { describe, expect, it } from 'vitest';
import { field } from './harness/accounts.ts';
import { settled } from './harness/animations.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import {
  createTasks,
  localDateTime,
  openTasks,
  registerAndOpenTasks,
  taskTitles,
} from './harness/tasks.ts';

const app = appUnderTest();

describe('the task list in the browser', () => {
  it('adds tasks by dialog and quick add, edits, completes and deletes them', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session);
      await page.getByText('You have no tasks yet. Add one above to get started!').waitFor();
      await page.getByRole('link', { name: 'Upgrade to Download' }).waitFor();

      // The Add New Task dialog, from the floating button.
      await page.getByRole('button', { name: 'Add Task' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Task' });
      await settled(page);
      await expectAccessible(page);
      await field(add, 'Task name').fill('Prepare slides');
      await field(add, 'Time in minutes').fill('60');
      await add.getByRole('button', { name: 'Add Task' }).click();
      await add.waitFor({ state: 'detached' });
      const slides = page.getByRole('row').filter({ hasText: 'Prepare slides' });
      await slides.getByText('3 sessions').waitFor();
      await slides.getByRole('button', { name: 'Start #1 Prepare slides' }).waitFor();
      // The AI engine fills the row in, pushed over the socket.
      await slides.getByText('Pending').waitFor();

      // Quick add reads the date and the duration written in words.
      const quick = page.getByRole('combobox', { name: 'Quick add a task' });
      await quick.fill('Write report tomorrow 3pm 50m');
      await page.getByText('Due Tomorrow, 3:00 PM').waitFor();
      await page.getByText('50 min · 2 sessions').waitFor();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const report = page.getByRole('row').filter({ hasText: 'Write report' });
      await report.getByText('Tomorrow').waitFor();
      await report.getByText('3:00 PM').waitFor();
      await report.getByText('2 sessions').waitFor();
      expect(await taskTitles(page)).toEqual(['Write report', 'Prepare slides']);

      // Edit Task Details.
      await page.getByRole('button', { name: 'Edit task Write report' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Task Details' });
      expect(await field(edit, 'Due date').inputValue()).toBe(await localDateTime(page, 1, 15));
      await edit.getByText('2 Sessions (0 completed)').waitFor();
      await settled(page);
      await expectAccessible(page);
      await field(edit, 'Title').fill(' ');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await edit.getByText('Task title cannot be empty.').waitFor();
      await field(edit, 'Title').fill('Write the report');
      await edit.getByLabel('Important').check();
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await edit.waitFor({ state: 'detached' });
      await page.getByRole('row').filter({ hasText: 'Write the report' }).waitFor();

      // Complete it.
      await page.getByRole('checkbox', { name: 'Mark Write the report as completed' }).check();
      const done = page.getByRole('row').filter({ hasText: 'Write the report' });
      await done.getByText('Done', { exact: true }).waitFor();

      // Delete the other one.
      await page.getByRole('button', { name: 'Delete task Prepare slides' }).click();
      await page
        .getByRole('row')
        .filter({ hasText: 'Prepare slides' })
        .waitFor({ state: 'detached' });

      // Everything above was saved.
      await openTasks(session);
      expect(await taskTitles(page)).toEqual(['Write the report']);
      await page
        .getByRole('checkbox', { name: 'Mark Write the report as not completed' })
        .waitFor();
      await page.getByRole('button', { name: 'Edit task Write the report' }).click();
      expect(await field(edit, 'Title').inputValue()).toBe('Write the report');
      expect(await edit.getByLabel('Important').isChecked()).toBe(true);
    } finally {
      await session.close();
    }
  });

  it('shows a table at 1280 px and cards at 375 px', async () => {
    const wide = await openSession(app.browser, app.server.url);
    try {
      await registerAndOpenTasks(wide, 'Hedy Lamarr');
      await createTasks(wide.page, ['Frequency hopping', 'Torpedo guidance']);
      await openTasks(wide);
      const headers = await wide.page.getByRole('columnheader').allTextContents();
      expect(headers).toEqual(['Task', 'Due Date', 'Priority', 'Pomodoro', 'Status']);
      expect(await wide.page.getByRole('row').count()).toBe(3);
      expect(await wide.page.getByRole('list', { name: 'Tasks' }).count()).toBe(0);

      const state = await wide.context.storageState();
      const context = await app.browser.newContext({
        storageState: state,
        baseURL: app.server.url,
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      try {
        await page.goto('/my-tasks', { waitUntil: 'networkidle' });
        const cards = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
        await cards.first().waitFor();
        expect(await cards.count()).toBe(2);
        expect(await page.getByRole('table').count()).toBe(0);
        const card = cards.filter({ hasText: 'Torpedo guidance' });
        await card.getByRole('button', { name: 'Start #1 Torpedo guidance' }).waitFor();
        await card.getByRole('button', { name: 'Delete task Torpedo guidance' }).waitFor();
        await card.getByRole('checkbox').waitFor();
        await page.getByRole('button', { name: 'Add Task' }).waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        await expectAccessible(page);
      } finally {
        await context.close();
      }
    } finally {
      await wide.close();
    }
  });
});
