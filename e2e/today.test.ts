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
      await page.getByRole('heading', { level: 2, name: 'Your day' }).waitFor();
      const overdue = page.getByRole('table', { name: 'Overdue tasks, earliest first' });
      const today = page.getByRole('table', { name: 'Due today, by time' });
      // The titles as they show: the button's name adds 'Edit task'.
      const titles = (table: typeof overdue) =>
        table.getByRole('button', { name: /^Edit task / }).allTextContents();
      await expect
        .poll(() => titles(overdue))
        .toEqual(['Late by two days', 'Late since yesterday']);
      expect(await titles(today)).toEqual(['Early standup', 'Evening call']);
      await page.getByText('4 due').waitFor();
      await settled(page);
      await expectAccessible(page);

      // A task added elsewhere for today shows here at once.
      await taskDue(page, 'Lunch with Ann', 0, 12);
      await expect
        .poll(() => titles(today))
        .toEqual(['Early standup', 'Lunch with Ann', 'Evening call']);

      // Both overdue tasks move to today at their own times.
      await page.getByRole('button', { name: 'Today', exact: true }).click();
      await page.getByText('Moved 2 tasks to today.').first().waitFor();
      await overdue.waitFor({ state: 'detached' });
      await expect
        .poll(() => titles(today))
        .toEqual([
          'Early standup',
          'Late by two days',
          'Lunch with Ann',
          'Late since yesterday',
          'Evening call',
        ]);

      // Completing one takes it off Today at once (so the box is clicked, not checked).
      await page.getByRole('checkbox', { name: 'Mark Early standup as completed' }).click();
      await expect.poll(() => titles(today)).not.toContain('Early standup');
    } finally {
      await session.close();
    }
  });

  it('groups the next seven days in Upcoming, and moves a task dragged to another day', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session);
      await taskDue(page, 'Dentist', 1, 10);
      await taskDue(page, 'Write newsletter', 1, 15);
      await taskDue(page, 'Team lunch', 3, 12);
      await taskDue(page, 'Beyond the week', 9, 9);

      await page.getByRole('link', { name: 'Upcoming' }).first().click();
      await page.getByRole('heading', { level: 2, name: 'Next 7 days' }).waitFor();
      await page.getByText('3 planned').waitFor();
      const day = (index: number) =>
        page.locator('section[aria-labelledby^="upcoming-day-"]').nth(index);
      await expect
        .poll(() => page.locator('section[aria-labelledby^="upcoming-day-"]').count())
        .toBe(7);
      await day(0)
        .getByRole('heading', { name: /^Today/ })
        .waitFor();
      await day(1)
        .getByRole('heading', { name: /^Tomorrow/ })
        .waitFor();
      const titles = (index: number) =>
        day(index)
          .getByRole('button', { name: /^Edit task / })
          .allTextContents();
      expect(await titles(1)).toEqual(['Dentist', 'Write newsletter']);
      expect(await titles(3)).toEqual(['Team lunch']);
      await day(2)
        .getByText('Nothing planned. Drop a task here to plan it for this day.')
        .waitFor();
      await settled(page);
      await expectAccessible(page);

      // Dragged by its handle onto the empty day after tomorrow, it is due then, at 15:00 still.
      const handle = day(1).getByRole('button', {
        name: 'Move task Write newsletter to another day',
      });
      const target = day(2).getByText('Nothing planned.', { exact: false });
      const from = await handle.boundingBox();
      const to = await target.boundingBox();
      if (!from || !to) throw new Error('The handle and the day are not on screen');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 12; step += 1) {
        await page.mouse.move(
          from.x + ((to.x + 40 - from.x) * step) / 12,
          from.y + ((to.y + to.height / 2 - from.y) * step) / 12,
        );
      }
      await page.mouse.up();
      await page
        .getByText(/^Moved "Write newsletter" to /)
        .first()
        .waitFor();
      await expect.poll(() => titles(2)).toEqual(['Write newsletter']);
      expect(await titles(1)).toEqual(['Dentist']);
      const moved = await day(2).locator('time').getAttribute('datetime');
      const due = new Date(moved ?? '');
      expect(due.getHours()).toBe(15);
      const inTwoDays = new Date();
      inTwoDays.setDate(inTwoDays.getDate() + 2);
      expect(due.getDate()).toBe(inTwoDays.getDate());

      // By keyboard: picked up with Space, taken down a day, dropped with Space.
      // The board's live region (the side bar's projects have their own).
      const heard = () => page.getByRole('main').locator('[id^="DndLiveRegion"]').textContent();
      const press = async (key: string) => {
        // dnd-kit measures the rows to find where a key takes the task: they must stand still.
        await settled(page);
        await page.keyboard.press(key);
      };
      await day(1).getByRole('button', { name: 'Move task Dentist to another day' }).focus();
      await press('Space');
      await expect.poll(heard).toBe('Picked up task Dentist, on Tomorrow.');
      await press('ArrowDown');
      await expect.poll(heard).toMatch(/^Task Dentist is over (?!Tomorrow)/);
      await press('Space');
      await page
        .getByText(/^Moved "Dentist" to /)
        .first()
        .waitFor();
      await expect.poll(() => titles(2)).toEqual(['Dentist', 'Write newsletter']);
    } finally {
      await session.close();
    }
  });
});
