import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { REALISTIC_TITLES } from '../src/server/test/realistic-tasks.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import {
  overlaps,
  pageOverflow,
  placeholderFits,
  scrollPage,
  taskCardLayoutProblems,
} from './harness/layout.ts';
import { createPlannedTask, createRealisticTasks } from './harness/realistic-tasks.ts';
import { enriched, openTasks, registerAndOpenTasks } from './harness/tasks.ts';

const app = appUnderTest();

/** A first name of 70 letters and no space: the side bar and the greeting must not widen. */
const LONG_NAME = 'Maximilianwolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft Smith';

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 900 },
  { width: 1440, height: 900 },
] as const;

const COLUMNS = ['Task', 'Due Date', 'Priority', 'Pomodoro', 'Status'];

/** What one task row may cost in elements (itself and all it holds), so long lists stay light. */
const MAX_ROW_ELEMENTS = 25;

/** The number of elements of each task row (a table row or a card), itself included. */
function rowElements(page: Page): Promise<number[]> {
  return page
    .locator('section[aria-labelledby="my-tasks-heading"] :is(tbody tr, li[data-index])')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('*').length + 1));
}

const DATED_TITLES = [REALISTIC_TITLES.overdue, REALISTIC_TITLES.running, REALISTIC_TITLES.far];

type StorageState = NonNullable<BrowserContextOptions['storageState']>;
let signedIn: StorageState;

beforeAll(async () => {
  const session = await openSession(app.browser, app.server.url);
  try {
    await registerAndOpenTasks(session, LONG_NAME);
    await createRealisticTasks(session.page);
    await createPlannedTask(session.page);
    signedIn = await session.context.storageState();
  } finally {
    await session.close();
  }
});

/** The signed-in user's /my-tasks at `viewport`, the AI's texts in, with a phone's touch. */
async function openAt(viewport: { width: number; height: number }) {
  const phone = viewport.width < 640;
  const context = await app.browser.newContext({
    baseURL: app.server.url,
    storageState: signedIn,
    viewport,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await openTasks({
    context,
    page,
    visit: async (path) => {
      await page.goto(path, { waitUntil: 'networkidle' });
    },
    close: () => context.close(),
  });
  await enriched(page);
  return { context, page };
}

describe('My Tasks at every width, with any text', () => {
  for (const viewport of VIEWPORTS) {
    it(`fits every column and row action in the card at ${viewport.width} px`, async () => {
      const { context, page } = await openAt(viewport);
      try {
        // The list holds a 500-character word, a long URL and long titles.
        await page
          .getByRole('button', { name: `Edit task ${REALISTIC_TITLES.unbroken}` })
          .waitFor();
        // An overdue date, today's and one a year ahead (which carries the year) fit their rows.
        const table = (await page.getByRole('table').count()) > 0;
        for (const title of DATED_TITLES) {
          const date = page
            .getByRole(table ? 'row' : 'listitem')
            .filter({ hasText: title })
            .locator('time');
          await date.waitFor();
        }
        expect(await pageOverflow(page)).toBe(0);
        expect(await taskCardLayoutProblems(page)).toEqual([]);
        // The planned task's row, the fullest, with its project and labels in.
        await page.getByText('@deep-work +1').waitFor();
        const elements = await rowElements(page);
        expect(elements.length).toBe(9);
        expect(Math.max(...elements)).toBeLessThanOrEqual(MAX_ROW_ELEMENTS);

        const headers = await page.getByRole('columnheader').allTextContents();
        if (viewport.width >= 1280) expect(headers).toEqual(COLUMNS);
        // The header stacks cleanly: the subtitle keeps its width.
        const subtitle = page.getByText(/^Plan your tasks and work through them/);
        expect((await subtitle.boundingBox())?.width).toBeGreaterThan(240);
        const quickAdd = page.getByRole('combobox', { name: 'Quick add a task' });
        expect(await placeholderFits(quickAdd)).toBe(true);
        await expectAccessible(page);
      } finally {
        await context.close();
      }
    });
  }

  it("shows the priority's quadrant and urgency on hover and on keyboard focus", async () => {
    const { context, page } = await openAt({ width: 900, height: 768 });
    try {
      // Cards beside the open side bar; the table beside the collapsed one.
      expect(await page.getByRole('table').count()).toBe(0);
      await page.getByRole('button', { name: 'Collapse side bar' }).click();
      const headers = page.getByRole('columnheader');
      await headers.first().waitFor();
      expect(await headers.allTextContents()).toEqual(COLUMNS);
      expect(await pageOverflow(page)).toBe(0);
      expect(await taskCardLayoutProblems(page)).toEqual([]);
      const row = page.getByRole('row').filter({ hasText: REALISTIC_TITLES.overdue });
      const tooltip = row.getByRole('tooltip');
      expect(await tooltip.isVisible()).toBe(false);
      // Only the chip shows it, not the rest of its row.
      await row.getByRole('button', { name: /^Edit task / }).hover();
      expect(await tooltip.isVisible()).toBe(false);
      const chip = row.getByText(/^(High|Medium|Low)/);
      await chip.hover();
      await tooltip.getByText(/^Eisenhower quadrant: .*AI urgency: High\./).waitFor();
      await page.mouse.move(0, 0);
      await tooltip.waitFor({ state: 'hidden' });
      await chip.focus();
      await tooltip.waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows the first tasks on a phone at once, with the badges in one place', async () => {
    const { context, page } = await openAt({ width: 375, height: 812 });
    try {
      const cards = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
      const firstTitle = cards.first().getByRole('button', { name: /^Edit task / });
      const title = await firstTitle.boundingBox();
      expect(title?.y).toBeLessThan(812 * 0.6);

      // The status badge starts each card's badges, at the same place on every card.
      const offsets = new Set<number>();
      for (const card of await cards.all()) {
        const [cardBox, badge] = await Promise.all([
          card.boundingBox(),
          card.getByText(/^(Pending|Active|Paused|Done|Processing)$/).boundingBox(),
        ]);
        if (!cardBox || !badge) throw new Error('A card without its status badge');
        offsets.add(Math.round(badge.x - cardBox.x));
      }
      expect(offsets.size).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('columns keep their widths when a row changes state', async () => {
    const { context, page } = await openAt({ width: 1280, height: 900 });
    try {
      const widths = () =>
        page
          .getByRole('columnheader')
          .evaluateAll((headers) => headers.map((th) => th.getBoundingClientRect().width));
      const before = await widths();
      // The only paused task: its Resume button and badge are the widest of their columns.
      const row = page.getByRole('row').filter({ hasText: REALISTIC_TITLES.interrupted });
      await page
        .getByRole('checkbox', { name: `Mark ${REALISTIC_TITLES.interrupted} as completed` })
        .check();
      await row.getByText('Done', { exact: true }).waitFor();
      expect(await widths()).toEqual(before);
      await page
        .getByRole('region', { name: /^Notification/ })
        .getByRole('button', { name: 'Undo' })
        .click();
      await row.getByText('Paused', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("keeps the round Add button clear of every control at the end of the list and the timer's", async () => {
    // With a session running, so on a phone the button sits above the dock's whole timer.
    for (const viewport of [VIEWPORTS[0], VIEWPORTS[3]]) {
      const { context, page } = await openAt(viewport);
      try {
        const timer = page.getByRole('timer', { name: 'Pomodoro timer' });
        await timer.getByRole('button', { name: 'Pause' }).waitFor();
        await scrollPage(page, 1);
        const add = page.getByRole('button', { name: 'Add Task' });
        const controls = page
          .getByRole('main')
          .locator('button, input, select')
          .filter({ hasNot: page.getByText('Add Task') });
        const timerControls = await timer.getByRole('button').all();
        for (const control of [...(await controls.all()), ...timerControls]) {
          if (await control.isVisible()) expect(await overlaps(add, control)).toBe(false);
        }
      } finally {
        await context.close();
      }
    }
  });

  it('keeps a long first name within the window on the dashboard and in the side bar', async () => {
    for (const viewport of [VIEWPORTS[0], VIEWPORTS[3]]) {
      const context = await app.browser.newContext({
        baseURL: app.server.url,
        storageState: signedIn,
        viewport,
      });
      try {
        const page = await context.newPage();
        await page.goto('/dashboard', { waitUntil: 'networkidle' });
        // The account is minutes old, so it is greeted as new.
        await page.getByRole('heading', { level: 1, name: /^Welcome, Maximilian/ }).waitFor();
        expect(await pageOverflow(page)).toBe(0);
        if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
        const user = page.getByText(/\(Maximilian/).last();
        const box = await user.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(await pageOverflow(page)).toBe(0);
      } finally {
        await context.close();
      }
    }
  });
});
