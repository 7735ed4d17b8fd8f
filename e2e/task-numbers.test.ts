import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { field } from './harness/accounts.ts';
import { settled } from './harness/animations.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { enriched, registerAndOpenTasks, taskTitles } from './harness/tasks.ts';

const app = appUnderTest();

const MINUTES_RULE = 'Enter a whole number of minutes from 1 to 1440.';
const YEARS_RULE = 'Enter a date in the years 2000 to 2100.';

/** Every task creation the page asks the server for. */
function countCreates(page: Page): () => number {
  let creates = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/tasks') {
      creates += 1;
    }
  });
  return () => creates;
}

describe('numbers a user can believe, in the browser', () => {
  it('says what minutes and due dates are allowed, inline, and saves only what is allowed', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session);
      const creates = countCreates(page);

      await page.getByRole('button', { name: 'Add Task' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Task' });
      await field(add, 'Task name').fill('Write the brief');
      for (const minutes of ['-5', '0', '99999']) {
        await field(add, 'Time in minutes').fill(minutes);
        await add.getByRole('button', { name: 'Add Task' }).click();
        await add.getByText(MINUTES_RULE).waitFor();
        expect(await field(add, 'Time in minutes').getAttribute('aria-invalid')).toBe('true');
      }
      await field(add, 'Time in minutes').fill('40');
      for (const due of ['1900-06-01T09:00', '9999-12-31T09:00']) {
        await field(add, 'Due date').fill(due);
        await add.getByRole('button', { name: 'Add Task' }).click();
        await add.getByText(YEARS_RULE).waitFor();
      }
      await settled(page);
      await expectAccessible(page);
      expect(creates()).toBe(0);

      await field(add, 'Due date').fill('2030-03-04T10:00');
      await add.getByRole('button', { name: 'Add Task' }).click();
      await add.waitFor({ state: 'detached' });
      expect(creates()).toBe(1);
      const row = page.getByRole('row').filter({ hasText: 'Write the brief' });
      await row.getByText('2 sessions').waitFor();
      await row.getByText('0/40 min').waitFor();

      // The edit form says the same, and lists each priority once.
      await page.getByRole('button', { name: 'Edit task Write the brief' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Task Details' });
      await field(edit, 'Due date').fill('0001-01-01T09:00');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await edit.getByText(YEARS_RULE).waitFor();
      const options = await edit.getByLabel('Priority').locator('option').allTextContents();
      expect(new Set(options).size).toBe(options.length);
      await settled(page);
      await expectAccessible(page);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });
      await row.getByText('Mar 4').waitFor();
    } finally {
      await session.close();
    }
  });

  it('previews exactly what quick add saves, leaving words it cannot use in the title', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session, 'Grace Hopper');
      const quick = page.getByRole('combobox', { name: 'Quick add a task' });
      const preview = page.locator(`[id="${await previewId(page, 'Warm up 5m')}"]`);

      await quick.fill('Call mom 0m');
      await expectPreview(preview, 'Adds Call mom 0m No due date 25 min · 1 session');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const call = page.getByRole('row').filter({ hasText: 'Call mom 0m' });
      await call.getByText('No due date').waitFor();

      // A repeat quick add cannot read ('every weekend') stays in the title, never one date.
      await quick.fill('Gym every weekend 45m');
      await expectPreview(preview, 'Adds Gym every weekend 45 min · 2 sessions No due date');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const gym = page.getByRole('row').filter({ hasText: 'Gym every weekend' });
      await gym.getByText('No due date').waitFor();
      await gym.getByText('2 sessions').waitFor();

      expect(await taskTitles(page)).toEqual(['Gym every weekend', 'Call mom 0m']);
      await enriched(page);
      await expectAccessible(page);
    } finally {
      await session.close();
    }
  });
});

/** Types a line the parser reads, once it has loaded, and returns the preview's id. */
async function previewId(page: Page, line: string): Promise<string> {
  const quick = page.getByRole('combobox', { name: 'Quick add a task' });
  await quick.fill(line);
  // The chip shows once quick add's parser has loaded ('25 min' would be the default's).
  await page.getByText('5 min · 1 session', { exact: true }).waitFor();
  const id = await quick.getAttribute('aria-describedby');
  if (!id) throw new Error('quick add shows no preview');
  return id;
}

/** Waits until the preview's parts, one after the other, read `text`. */
async function expectPreview(preview: ReturnType<Page['locator']>, text: string) {
  const parts = preview.locator(':scope > *');
  await expect
    .poll(async () => (await parts.allTextContents()).map((part) => part.trim()).join(' '))
    .toBe(text);
}
