import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { type BrowserSession, openSession } from './harness/browser-session.ts';
import { pageOverflow } from './harness/layout.ts';
import { localDateTime, registerAndOpenTasks, waitForSocket } from './harness/tasks.ts';

/*
 * The dashboard and the insights page in a real browser against the built server: the figures
 * follow what the user does, without a reload, and the Pro parts are offered or shown by plan.
 */

const app = appUnderTest();

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until the figure named `name` in `scope` reads `value`. */
async function figure(scope: Locator, name: string, value: string) {
  await scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${literally(name)}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .filter({ hasText: new RegExp(`^${literally(value)}$`) })
    .waitFor();
}

/** A task created through the API, as another device would; answers its id. */
async function createTask(
  page: Page,
  data: { title: string; minutes: number; dueDate?: string },
): Promise<string> {
  const response = await page.request.post('/api/tasks', {
    data,
    headers: { Origin: new URL(page.url()).origin },
  });
  if (response.status() !== 201) throw new Error(`Creating ${data.title}: ${response.status()}`);
  const { id } = (await response.json()) as { id: string };
  return id;
}

/** Marks the page, so a check after a change can prove no reload happened in between. */
async function markPage(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
}

async function expectNotReloaded(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.hasAttribute('data-not-reloaded')),
  ).toBe(true);
}

/** Opens `path` with a live socket, so changes made elsewhere reach the page. */
async function visitLive(session: BrowserSession, path: string) {
  const connected = waitForSocket(session.page, path);
  await session.visit(path);
  await connected;
}

describe('the dashboard and insights in the browser', () => {
  it('follow a new user through a short session and two finished tasks, without a reload', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page, context } = session;
    try {
      // The page's clock is Playwright's from the first load, so the session can be run through.
      await context.clock.install();
      await registerAndOpenTasks(session, 'Ada Lovelace');
      await createTask(page, { title: 'Quick review', minutes: 1 });
      const dueTomorrow = new Date(await localDateTime(page, 1, 10)).toISOString();
      const billId = await createTask(page, {
        title: 'Pay the bill',
        minutes: 25,
        dueDate: dueTomorrow,
      });

      // A new user: zeros, and the task due tomorrow.
      await visitLive(session, '/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' }).waitFor();
      const today = page.getByRole('region', { name: "Today's numbers" });
      await figure(today, 'Focus Time', '0h 0m');
      await figure(today, 'Pomodoros', '0');
      await figure(today, 'Tasks Done', '0');
      const upcoming = page.getByRole('region', { name: 'Upcoming Tasks' });
      const billLink = upcoming.getByRole('link', { name: /^Pay the bill/ });
      await billLink.getByText(/^Due Tomorrow, 10:00\sAM$/).waitFor();
      expect(await upcoming.getByRole('link').count()).toBe(2);

      // The one-minute session runs to its end while the dashboard is open.
      await page.getByRole('link', { name: 'My Tasks' }).first().click();
      await page.getByRole('button', { name: 'Start #1 Quick review' }).click();
      await page.getByRole('timer', { name: 'Pomodoro timer' }).getByText('Quick review').waitFor();
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await page
        .getByRole('region', { name: 'Active Session' })
        .getByText('Quick review')
        .waitFor();
      await markPage(page);
      await page.clock.runFor(61_000);

      await figure(today, 'Focus Time', '0h 1m');
      await figure(today, 'Pomodoros', '1');
      // Its only session done, the task is done.
      await figure(today, 'Tasks Done', '1');
      await expectNotReloaded(page);
      await expectAccessible(page);
      // The short break waits for the user; started, it counts.
      const startBreak = page
        .getByRole('timer', { name: 'Pomodoro timer' })
        .getByRole('button', { name: 'Start break' });
      await startBreak.click();
      await startBreak.waitFor({ state: 'detached' });

      // Insights: today and the week agree; a free user is offered the Pro parts.
      await page.getByRole('link', { name: 'Insights' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Productivity Insights' }).waitFor();
      const todayCard = page.getByRole('region', { name: 'Today', exact: true });
      const weekCard = page.getByRole('region', { name: 'This Week (Last 7 Days)' });
      for (const card of [todayCard, weekCard]) {
        await figure(card, 'Focus Time', '0h 1m');
        await figure(card, 'Pomodoros', '1');
        await figure(card, 'Tasks Added', '2');
        await figure(card, 'Tasks Done', '1');
        await figure(card, 'Completion Rate', '50%');
        // The short break started after the session.
        await figure(card, 'Short Breaks', '1');
      }
      const banner = page.getByRole('region', { name: 'Unlock AI Summaries & Advanced Reports!' });
      expect(await banner.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
        '/subscription',
      );
      const trend = page.getByRole('region', { name: 'Focus Trend' });
      await trend.getByText('Unlock Detailed Focus Trends!').waitFor();
      expect(await trend.getByRole('table').count()).toBe(0);
      // The longer ranges are locked, beside the way to Pro.
      const range = page.getByRole('group', { name: 'Range' });
      expect(await range.getByRole('radio', { name: '7 days' }).isChecked()).toBe(true);
      for (const name of ['30 days', '90 days', '12 months']) {
        expect(await range.getByRole('radio', { name }).isDisabled()).toBe(true);
      }
      await page.getByText('Longer ranges come with Pro.').waitFor();
      expect(await page.getByRole('region', { name: 'AI Generated Insights' }).count()).toBe(0);
      const streak = page.getByRole('region', { name: 'Focus Streak' });
      await figure(streak, 'Current streak', '1 day');
      await figure(streak, 'Longest streak', '1 day');
      const heatmap = streak.getByRole('list', { name: 'Last 12 Weeks' });
      expect(await heatmap.getByRole('listitem').count()).toBe(84);
      await heatmap
        .getByRole('listitem')
        .last()
        .getByText(/: 1 minute$/)
        .waitFor();
      await expectAccessible(page);

      // A task finished on another device shows here too.
      await markPage(page);
      const finished = await page.request.put(`/api/tasks/${billId}/completion`, {
        data: { completed: true },
        headers: { Origin: new URL(page.url()).origin },
      });
      expect(finished.status()).toBe(200);
      await figure(todayCard, 'Tasks Done', '2');
      await figure(todayCard, 'Completion Rate', '100%');
      await figure(weekCard, 'Tasks Done', '2');
      await expectNotReloaded(page);

      // A phone's width: nothing scrolls sideways.
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await pageOverflow(page)).toBe(0);
      await session.visit('/dashboard');
      await figure(today, 'Tasks Done', '2');
      await upcoming.getByText('Nothing is due today or tomorrow.').waitFor();
      expect(await pageOverflow(page)).toBe(0);
    } finally {
      await session.close();
    }
  });

  it('shows a Pro user the focus trend chart, the AI insights and a range of 30 days', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerAndOpenTasks(session, 'Grace Hopper');
      await session.visit('/subscription');
      await page.getByRole('button', { name: 'Choose Pro Monthly' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/billing/sandbox/'));
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL((url) => url.pathname === '/payment-status');
      await page.waitForURL((url) => url.pathname === '/my-tasks', { timeout: 10_000 });

      await session.visit('/insights');
      const trend = page.getByRole('region', { name: 'Focus Trend' });
      const table = trend.getByRole('table', { name: 'Focus minutes per day, last 7 days' });
      await table.waitFor({ state: 'attached' });
      // A header row and one row per day.
      expect(await table.getByRole('row').count()).toBe(8);
      expect(await trend.getByText('Unlock Detailed Focus Trends!').count()).toBe(0);

      const box = page.getByRole('region', { name: 'AI Generated Insights' });
      await box.getByRole('heading', { name: "Today's AI Tip" }).waitFor();
      await box.getByRole('heading', { name: "This Week's AI Reflection" }).waitFor();
      await box.getByText('Loading AI insights...').first().waitFor({ state: 'detached' });
      const texts = await box.locator('h3 + p').allTextContents();
      expect(texts).toHaveLength(2);
      for (const text of texts) expect(text.trim().length).toBeGreaterThan(10);
      expect(
        await page.getByText('Unlock AI Summaries & Advanced Reports!', { exact: true }).count(),
      ).toBe(0);
      await expectAccessible(page);

      // 30 days, chosen from the keyboard, and kept in the address across a reload.
      const range = page.getByRole('group', { name: 'Range' });
      await range.getByRole('radio', { name: '7 days' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL((url) => url.searchParams.get('range') === '30d');
      for (const reloaded of [false, true]) {
        if (reloaded) await page.reload({ waitUntil: 'networkidle' });
        // The picker shows the address's range once the plan is known.
        await range.getByRole('radio', { name: '30 days', checked: true }).waitFor();
        const month = page.getByRole('region', { name: 'Last 30 Days' });
        await figure(month, 'Pomodoros', '0');
        expect(await page.getByRole('region', { name: 'This Week (Last 7 Days)' }).count()).toBe(0);
        const days = trend.getByRole('table', { name: 'Focus minutes per day, last 30 days' });
        await days.waitFor({ state: 'attached' });
        expect(await days.getByRole('row').count()).toBe(31);
      }
      await expectAccessible(page);
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await pageOverflow(page)).toBe(0);
    } finally {
      await session.close();
    }
  });
});
