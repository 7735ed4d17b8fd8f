import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Task } from '../src/shared/tasks.schemas.ts';
import { field } from './harness/accounts.ts';
import { settled } from './harness/animations.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { localDateTime, registerAndOpenTasks } from './harness/tasks.ts';

const app = appUnderTest();

/** How far ahead the task is due: time enough to set its reminders before that. */
const DUE_IN_MS = 30_000;

/**
 * A task due `DUE_IN_MS` from now to the second, made as another device would: a due date typed
 * in the dialog has minute precision, so 'At the due time' could be a minute away.
 */
async function taskDueSoon(page: Page, title: string): Promise<Task> {
  const response = await page.request.post('/api/tasks', {
    data: { title, dueDate: new Date(Date.now() + DUE_IN_MS).toISOString() },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

describe('reminders in the browser', () => {
  it('sets reminders in the edit dialog, and shows one going off with a way to the task', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session);
      const title = 'Call the dentist about moving Friday’s appointment';
      const task = await taskDueSoon(page, title);
      const editButton = page.getByRole('button', { name: `Edit task ${title}` });
      await editButton.click();
      const edit = page.getByRole('dialog', { name: 'Edit Task Details' });
      const reminders = edit.getByRole('group', { name: 'Reminders' });
      await reminders.getByText('No reminders yet.').waitFor();

      // One before the due time (already past: it waits for nothing), one at it, one of its own.
      const choice = field(reminders, 'Add reminder');
      const add = reminders.getByRole('button', { name: 'Add', exact: true });
      await choice.selectOption({ label: '15 minutes before' });
      await add.click();
      await choice.selectOption({ label: 'At the due time' });
      await add.click();
      await choice.selectOption({ label: 'At a date and time…' });
      // Enter adds the time typed, rather than save the dialog without it.
      await field(reminders, 'Remind at').fill(await localDateTime(page, 1, 9));
      await field(reminders, 'Remind at').press('Enter');
      const listed = () => reminders.getByRole('listitem').allInnerTexts();
      await expect
        .poll(listed)
        .toEqual(['15 minutes before', 'At the due time', 'Tomorrow, 9:00 AM']);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await edit.waitFor({ state: 'detached' });

      // Reopened, the dialog lists the saved reminders in words, the earliest first.
      await editButton.click();
      await expect
        .poll(listed)
        .toEqual(['15 minutes before', 'At the due time', 'Tomorrow, 9:00 AM']);
      await reminders.getByRole('button', { name: 'Remove reminder Tomorrow, 9:00 AM' }).waitFor();
      await settled(page);
      await expectAccessible(page);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });

      // On another page when the due time comes: the tab shows a notice with a way to the task.
      await page.getByRole('link', { name: 'Today' }).first().click();
      await page.getByRole('heading', { level: 2, name: 'Your day' }).waitFor();
      const notice = page
        .getByRole('region', { name: /^Notifications/ })
        .getByRole('listitem')
        .filter({ hasText: `Reminder: ${title}` });
      await notice.first().waitFor({ timeout: DUE_IN_MS + 20_000 });
      await notice
        .first()
        .getByText(/^Due (Today|Tomorrow), /)
        .waitFor();
      await notice.first().getByRole('button', { name: 'Open' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/my-tasks' && url.searchParams.get('task') === task.id,
      );
      await edit.waitFor();
      expect(await field(edit, 'Title').inputValue()).toBe(title);
    } finally {
      await session.close();
    }
  }, 120_000);

  it('keeps the reminder preferences, and says when this device cannot get notifications', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session);
      // Allowed, as if the person said yes: the headless browser then has no push service.
      await session.context.grantPermissions(['notifications'], { origin: app.server.url });
      await session.visit('/settings');
      const section = page.getByRole('region', { name: 'Reminders and notifications' });
      await section
        .getByText('Off: this device gets no reminders while Pomopal is closed.')
        .waitFor();
      const inApp = field(section, 'In-app reminders');
      expect(await inApp.isChecked()).toBe(true);
      expect(await field(section, 'Push notifications').isChecked()).toBe(true);

      await section.getByRole('button', { name: 'Turn on' }).click();
      await section
        .getByRole('alert')
        .filter({ hasText: 'Could not turn on notifications on this device. Try again later.' })
        .waitFor();
      await expect
        .poll(() => section.getByRole('button', { name: 'Turn on' }).isEnabled())
        .toBe(true);

      await inApp.uncheck();
      await section.getByRole('button', { name: 'Save notification preferences' }).click();
      await page.getByText('Notification preferences saved.').first().waitFor();
      await settled(page);
      await expectAccessible(page);

      await page.reload({ waitUntil: 'networkidle' });
      await field(section, 'In-app reminders').waitFor();
      expect(await field(section, 'In-app reminders').isChecked()).toBe(false);
      expect(await field(section, 'Push notifications').isChecked()).toBe(true);
    } finally {
      await session.close();
    }
  });
});
