import { describe, expect, it } from 'vitest';
import { field } from './harness/accounts.ts';
import { settled } from './harness/animations.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { registerAndOpenTasks } from './harness/tasks.ts';

const app = appUnderTest();

describe('repeating tasks in the browser', () => {
  it('adds one by quick add, completes it into its next occurrence, and skips one', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session);
      await page.getByText('You have no tasks yet. Add one above to get started!').waitFor();

      // Quick add reads the repeat, and the preview says it before the task is added.
      const quick = page.getByRole('combobox', { name: 'Quick add a task' });
      await quick.fill('Plan the week every monday 9am 50m');
      const read = page.getByRole('list', { name: 'Read from your text' });
      await read.getByText('Every Monday').waitFor();
      await read.getByText(/^Due .*9:00 AM$/).waitFor();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const rows = page.getByRole('row').filter({ hasText: 'Plan the week' });
      await rows.first().getByText('9:00 AM').waitFor();
      // The row marks it as repeating, in words for a screen reader and on hover.
      await rows.first().locator('[title="Every Monday"]').waitFor();
      const firstDue = await rows.first().locator('time').getAttribute('datetime');
      expect(new Date(firstDue ?? '').getDay()).toBe(1);

      // Completing it adds the next Monday's occurrence, open, above it.
      await page.getByRole('checkbox', { name: 'Mark Plan the week as completed' }).check();
      await expect
        .poll(() => page.getByRole('checkbox', { name: 'Mark Plan the week as completed' }).count())
        .toBe(1);
      const open = page
        .getByRole('row')
        .filter({ has: page.getByRole('checkbox', { name: 'Mark Plan the week as completed' }) });
      const nextDue = await open.locator('time').getAttribute('datetime');
      const week = 7 * 24 * 60 * 60 * 1000;
      expect(new Date(nextDue ?? '').getTime() - new Date(firstDue ?? '').getTime()).toBe(week);

      // The edit dialog says the rule, and 'Skip this occurrence' moves it on a week.
      await open.getByRole('button', { name: 'Edit task Plan the week' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Task Details' });
      const repeat = field(edit, 'Repeat');
      await expect.poll(() => repeat.inputValue()).toBe('FREQ=WEEKLY;BYDAY=MO');
      expect(await repeat.locator('option:checked').textContent()).toBe('Every Monday');
      await settled(page);
      await expectAccessible(page);
      await edit.getByRole('button', { name: 'Skip this occurrence' }).click();
      await edit.waitFor({ state: 'detached' });
      await page.getByText(/^Skipped\. Next one is due/).waitFor();
      await expect
        .poll(async () => new Date((await open.locator('time').getAttribute('datetime')) ?? ''))
        .toEqual(new Date(new Date(nextDue ?? '').getTime() + week));
    } finally {
      await session.close();
    }
  });
});
