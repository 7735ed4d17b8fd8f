import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { openTasks, registerAndOpenTasks } from './harness/tasks.ts';

const app = appUnderTest();

const timerOf = (page: Page) => page.getByRole('timer', { name: 'Pomodoro timer' });

/** The mm:ss the timer shows. */
async function clock(timer: Locator): Promise<string> {
  const text = (await timer.textContent()) ?? '';
  const match = /\d\d:\d\d/.exec(text);
  if (!match) throw new Error(`The timer shows no time: ${text}`);
  return match[0];
}

/** Waits until the timer shows a time other than `previous` (it is ticking). */
async function waitForTick(timer: Locator, previous: string) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if ((await clock(timer)) !== previous) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The timer stayed at ${previous}`);
}

/** A task with one session of `minutes`, created through the API like another device would. */
async function createTask(page: Page, title: string, minutes: number) {
  const response = await page.request.post('/api/tasks', {
    data: { title, minutes },
    headers: { Origin: new URL(page.url()).origin },
  });
  if (response.status() !== 201) throw new Error(`Creating ${title}: ${response.status()}`);
  await page.getByRole('button', { name: `Edit task ${title}` }).waitFor();
}

const taskRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

describe('the focus timer in the browser', () => {
  it('runs a session across pages, a reload and a second tab; pauses, resumes and stops', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page, context } = session;
    try {
      await registerAndOpenTasks(session, 'Ada Lovelace');
      await createTask(page, 'Write the essay', 25);

      await page.getByRole('button', { name: 'Start #1 Write the essay' }).click();
      const timer = timerOf(page);
      await timer.getByText('Write the essay').waitFor();
      await timer.getByText('Focus', { exact: true }).waitFor();
      await taskRow(page, 'Write the essay').getByText('Active', { exact: true }).waitFor();
      await expectAccessible(page);

      // Another page: the timer and the dashboard's Active Session panel.
      await session.visit('/dashboard');
      const panel = page.getByRole('region', { name: 'Active Session' });
      await panel.getByText('Write the essay').waitFor();
      await panel.getByText('(Timer is active)').waitFor();
      await timer.getByText('Write the essay').waitFor();
      expect(await page.title()).toMatch(/^2\d:\d\d Focus · Dashboard · Pomopal$/);

      // A reload: the same countdown goes on.
      await waitForTick(timer, '25:00');
      const beforeReload = await clock(timer);
      await page.reload();
      await timer.getByText('Write the essay').waitFor();
      expect((await clock(timer)) <= beforeReload).toBe(true);
      await waitForTick(timer, await clock(timer));

      // A second tab shows the same timer and follows this one.
      const second = await context.newPage();
      await second.goto('/insights');
      const secondTimer = timerOf(second);
      await secondTimer.getByText('Write the essay').waitFor();

      await timer.getByRole('button', { name: 'Pause' }).click();
      await timer.getByText('Paused', { exact: true }).waitFor();
      await secondTimer.getByRole('button', { name: 'Resume' }).waitFor();
      const pausedAt = await clock(timer);
      await page.waitForTimeout(1_500);
      expect(await clock(timer)).toBe(pausedAt);
      expect(await clock(secondTimer)).toBe(pausedAt);

      await secondTimer.getByRole('button', { name: 'Resume' }).click();
      await timer.getByRole('button', { name: 'Pause' }).waitFor();
      await waitForTick(timer, pausedAt);

      // Collapsed and expanded again.
      await timer.getByRole('button', { name: 'Collapse timer' }).click();
      const expand = timer.getByRole('button', { name: 'Expand timer' });
      expect(await expand.getAttribute('aria-expanded')).toBe('false');
      await expectAccessible(page);
      await expand.click();

      // Stop: the session is interrupted, ready to resume, in both tabs.
      await timer.getByRole('button', { name: 'Stop' }).click();
      await timer.waitFor({ state: 'detached' });
      await secondTimer.waitFor({ state: 'detached' });
      await panel.getByRole('link', { name: 'Start a Task' }).waitFor();
      expect(await page.title()).toBe('Dashboard · Pomopal');
      await openTasks(session);
      const row = taskRow(page, 'Write the essay');
      await row.getByText('Paused', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'Resume #1 Write the essay' }).waitFor();
      await second.close();
    } finally {
      await session.close();
    }
  });

  it('finishes a one-minute session: Done, the counts, and a short break', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page, context } = session;
    try {
      // The page's clock is Playwright's from the first load, so time can be moved forward.
      await context.clock.install();
      await registerAndOpenTasks(session, 'Grace Hopper');
      await createTask(page, 'Quick review', 1);

      await page.getByRole('button', { name: 'Start #1 Quick review' }).click();
      const timer = timerOf(page);
      await timer.getByText('Quick review').waitFor();
      expect(await clock(timer)).toMatch(/^0[01]:\d\d$/);

      await page.clock.runFor(61_000);

      await timer.getByText('Short break', { exact: true }).waitFor();
      expect(await clock(timer)).toMatch(/^0[45]:\d\d$/);
      expect(await timer.textContent()).toContain('1/4');
      const row = taskRow(page, 'Quick review');
      await row.getByText('Done', { exact: true }).waitFor();
      // Said once, where the Start button was.
      await row.getByText('1 of 1 session · 1 min').waitFor();
      await expectAccessible(page);

      // Stopping the break just ends it.
      await timer.getByRole('button', { name: 'Stop' }).click();
      await timer.waitFor({ state: 'detached' });
    } finally {
      await session.close();
    }
  });
});
