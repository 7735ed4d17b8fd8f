import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  COMPLETED_PAGE_SIZE,
  RECENT_COMPLETED_TASKS,
} from '../src/shared/domain/task-list-window.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import {
  allTaskTitles,
  listedTaskCount,
  openTasks,
  registerAndOpenTasks,
  taskTitles,
} from './harness/tasks.ts';

const app = appUnderTest();

const COMPLETED = 300;
const OPEN = ['Plan the week', 'Answer the landlord', 'Book the train'];

/** Sends the page's own API requests, a few at once, as a busy user's devices would have. */
async function api(page: Page, requests: { method: 'POST' | 'PUT'; path: string; data: object }[]) {
  const origin = new URL(page.url()).origin;
  const answers: unknown[] = [];
  for (let start = 0; start < requests.length; start += 10) {
    const batch = requests.slice(start, start + 10);
    answers.push(
      ...(await Promise.all(
        batch.map(async ({ method, path, data }) => {
          const response = await page.request.fetch(path, {
            method,
            data,
            headers: { Origin: origin },
          });
          if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()}`);
          return response.json();
        }),
      )),
    );
  }
  return answers;
}

describe('My Tasks for a user with hundreds of completed tasks, in the browser', () => {
  // Long: it makes 300 tasks one completion at a time, and reads the whole list as it scrolls.
  it('shows the open tasks first and loads older completed ones on request', {
    timeout: 120_000,
  }, async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session);
      const created = (await api(
        page,
        Array.from({ length: COMPLETED }, (_, index) => ({
          method: 'POST' as const,
          path: '/api/tasks',
          data: { title: `Finished task ${index + 1}`, minutes: 25 },
        })),
      )) as { id: string }[];
      // Completed in creation order, so 'Finished task 300' is the most recent.
      for (const task of created) {
        await api(page, [
          { method: 'PUT', path: `/api/tasks/${task.id}/completion`, data: { completed: true } },
        ]);
      }
      // One after the other: each new task goes on top of the list.
      for (const title of OPEN) {
        await api(page, [{ method: 'POST', path: '/api/tasks', data: { title } }]);
      }

      const listAnswer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/tasks',
      );
      await openTasks(session);
      const bytes = (await (await listAnswer).body()).length;
      // The list carries the open tasks and the recent completed ones, not all 303.
      expect(bytes).toBeLessThan(400 * (OPEN.length + RECENT_COMPLETED_TASKS));

      const first = await taskTitles(page);
      expect(first.slice(0, OPEN.length)).toEqual([...OPEN].reverse());
      expect(first).toHaveLength(OPEN.length + RECENT_COMPLETED_TASKS);
      expect(first.slice(OPEN.length)).toContain(`Finished task ${COMPLETED}`);
      expect(first).not.toContain(`Finished task ${COMPLETED - RECENT_COMPLETED_TASKS}`);
      await page.getByText(`${OPEN.length} open`, { exact: true }).waitFor();

      const more = page.getByRole('button', { name: 'Show older completed tasks' });
      await more.click();
      await page
        .getByRole('button', {
          name: `Edit task Finished task ${COMPLETED - RECENT_COMPLETED_TASKS}`,
        })
        .waitFor();
      const second = await allTaskTitles(page);
      expect(second).toHaveLength(OPEN.length + RECENT_COMPLETED_TASKS + COMPLETED_PAGE_SIZE);
      // The older ones follow the list, newest completion first.
      expect(second.slice(first.length, first.length + 2)).toEqual([
        `Finished task ${COMPLETED - RECENT_COMPLETED_TASKS}`,
        `Finished task ${COMPLETED - RECENT_COMPLETED_TASKS - 1}`,
      ]);
      await expectAccessible(page);

      while (await more.isVisible()) {
        const before = await listedTaskCount(page);
        await more.click();
        await expect.poll(() => listedTaskCount(page), { timeout: 10_000 }).toBeGreaterThan(before);
      }
      await page.getByText('All your completed tasks are shown.').waitFor();
      const all = await allTaskTitles(page);
      expect(all).toHaveLength(OPEN.length + COMPLETED);
      expect(new Set(all).size).toBe(all.length);
      expect(all.at(-1)).toBe('Finished task 1');

      // An old task opens whole in the edit dialog, and reopening it makes it an open task again.
      await page.getByRole('button', { name: 'Edit task Finished task 1', exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Task Details' });
      await edit.getByText('1 Session (0 completed)').waitFor();
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });
      await page.getByRole('checkbox', { name: 'Mark Finished task 1 as not completed' }).click();
      await page.getByText(`${OPEN.length + 1} open`, { exact: true }).waitFor();
    } finally {
      await session.close();
    }
  });
});
