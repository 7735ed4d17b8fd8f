import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled } from './harness/animations.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { createTasks, registerAndOpenTasks, taskTitles } from './harness/tasks.ts';

const app = appUnderTest();

const toasts = (page: Page) => page.getByRole('region', { name: /^Notification/ });

/** Drags `from` (a handle) onto `to` with the mouse, in small steps as a hand would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('The handle and the target are not on screen');
  const x0 = start.x + start.width / 2;
  const y0 = start.y + start.height / 2;
  const x1 = end.x + end.width / 2;
  const y1 = end.y + end.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let step = 1; step <= 16; step += 1) {
    await page.mouse.move(x0 + ((x1 - x0) * step) / 16, y0 + ((y1 - y0) * step) / 16);
  }
  await page.mouse.up();
}

describe('Projects in the side bar', () => {
  it('adds a project, takes a task dragged onto it, and deletes it with an Undo', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session);
      await createTasks(page, ['Write the launch post', 'Water the plants']);
      await expect
        .poll(() => taskTitles(page))
        .toEqual(expect.arrayContaining(['Write the launch post', 'Water the plants']));

      const sideBar = page.getByRole('complementary', { name: 'Side bar' });
      const projects = sideBar.getByRole('list', { name: 'Projects' });
      await projects.getByRole('link', { name: 'Inbox (2 open tasks)' }).waitFor();

      // Added from the side bar.
      await sideBar.getByRole('button', { name: 'Add project' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add project' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Product launch');
      await dialog.getByTitle('Green').click();
      await dialog.getByRole('button', { name: 'Add project' }).click();
      await dialog.waitFor({ state: 'detached' });
      const launch = projects.getByRole('link', { name: /^Product launch \(/ });
      await projects.getByRole('link', { name: 'Product launch (0 open tasks)' }).waitFor();
      await settled(page);
      await expectAccessible(page);

      // A task dragged by its handle onto the project moves there.
      await drag(
        page,
        page.getByRole('button', { name: 'Reorder task Write the launch post' }),
        launch,
      );
      await toasts(page)
        .getByRole('listitem')
        .filter({ hasText: 'Moved Write the launch post to Product launch' })
        .waitFor();
      await projects.getByRole('link', { name: 'Product launch (1 open task)' }).waitFor();
      await projects.getByRole('link', { name: 'Inbox (1 open task)' }).waitFor();

      // The project's link shows My Tasks filtered to it.
      await launch.click();
      await page.waitForURL(/\/my-tasks\?project=[0-9a-f-]{36}$/);
      await expect.poll(() => launch.getAttribute('aria-current')).toBe('page');
      await expect.poll(() => taskTitles(page)).toEqual(['Write the launch post']);
      await settled(page);
      await expectAccessible(page);

      // Deleted with its tasks: the page goes back to all the tasks, without that one.
      await projects.getByRole('button', { name: 'Actions for project Product launch' }).click();
      await page.getByRole('menuitem', { name: 'Delete project…' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete project Product launch?' });
      await confirm.getByText('It has 1 open task. What should happen to them?').waitFor();
      await confirm.getByRole('radio', { name: 'Delete them' }).check();
      await confirm.getByRole('button', { name: 'Delete project' }).click();
      await page.getByText('Project deleted').first().waitFor();
      await page.waitForURL(/\/my-tasks$/);
      await launch.waitFor({ state: 'detached' });
      await expect.poll(() => taskTitles(page)).toEqual(['Water the plants']);

      // Undo brings back the project and its task.
      await toasts(page)
        .getByRole('listitem')
        .filter({ hasText: 'Project deleted' })
        .getByRole('button', { name: 'Undo' })
        .click();
      await projects.getByRole('link', { name: 'Product launch (1 open task)' }).waitFor();
      await expect
        .poll(() => taskTitles(page))
        .toEqual(expect.arrayContaining(['Write the launch post', 'Water the plants']));
      await settled(page);
      await expectAccessible(page);

      // On a phone the projects are in the slide-over menu, with their menu of actions.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu
        .getByRole('list', { name: 'Projects' })
        .getByRole('link', { name: 'Product launch (1 open task)' })
        .waitFor();
      await menu.getByRole('button', { name: 'Actions for project Product launch' }).click();
      await page.getByRole('menuitem', { name: 'Rename' }).waitFor();
      await settled(page);
      await expectAccessible(page);
    } finally {
      await session.close();
    }
  });
});
