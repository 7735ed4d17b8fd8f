import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled } from './harness/animations.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { registerAndOpenTasks } from './harness/tasks.ts';

const app = appUnderTest();

/** A task due `days` from today at `hour`:00 on the page's clock, made as another device would. */
async function taskDue(page: Page, title: string, days: number, hour: number) {
  const dueDate = await page.evaluate(
    ([d, h]) => {
      const date = new Date();
      date.setDate(date.getDate() + d);
      date.setHours(h, 0, 0, 0);
      return date.toISOString();
    },
    [days, hour] as const,
  );
  const response = await page.request.post('/api/tasks', {
    data: { title, dueDate },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(201);
}

describe('Today in the browser', () => {
  it('lists overdue tasks first, then today by time, and reschedules the overdue ones', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session);
      await taskDue(page, 'Late by two days', -2, 9);
      await taskDue(page, 'Late since yesterday', -1, 16);
      await taskDue(page, 'Evening call', 0, 23);
      await taskDue(page, 'Early standup', 0, 0);
      await taskDue(page, 'Next week', 7, 9);

      // The live connection of My Tasks stays open across the page change.
      await page.getByRole('link', { name: 'Today' }).first().click();
      await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor();
      const overdue = page.getByRole('table', { name: 'Overdue tasks, earliest first' });
      const today = page.getByRole('table', { name: 'Due today, by time' });
      const titles = (table: typeof overdue) =>
        table.getByRole('button', { name: /^Edit task / }).allTextContents();
      await expect
        .poll(() => titles(overdue))
        .toEqual(['Edit task Late by two days', 'Edit task Late since yesterday']);
      expect(await titles(today)).toEqual(['Edit task Early standup', 'Edit task Evening call']);
      await page.getByText('4 due').waitFor();
      await settled(page);
      await expectAccessible(page);

      // A task added elsewhere for today shows here at once.
      await taskDue(page, 'Lunch with Ann', 0, 12);
      await expect
        .poll(() => titles(today))
        .toEqual(['Edit task Early standup', 'Edit task Lunch with Ann', 'Edit task Evening call']);

      // Both overdue tasks move to today at their own times.
      await page.getByRole('button', { name: 'Today', exact: true }).click();
      await page.getByText('Moved 2 tasks to today.').first().waitFor();
      await overdue.waitFor({ state: 'detached' });
      await expect
        .poll(() => titles(today))
        .toEqual([
          'Edit task Early standup',
          'Edit task Late by two days',
          'Edit task Lunch with Ann',
          'Edit task Late since yesterday',
          'Edit task Evening call',
        ]);

      // Completing one takes it off Today at once (so the box is clicked, not checked).
      await page.getByRole('checkbox', { name: 'Mark Early standup as completed' }).click();
      await expect.poll(() => titles(today)).not.toContain('Edit task Early standup');
    } finally {
      await session.close();
    }
  });
});
