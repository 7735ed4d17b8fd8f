import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { scrollPage } from './harness/layout.ts';
import { createRealisticTasks } from './harness/realistic-tasks.ts';
import { registerAndOpenTasks } from './harness/tasks.ts';

/**
 * The focus dock (the timer and its music) beside the page, never over it: at every width, with a
 * long list and a session running, on My Tasks and the dashboard, wherever the page is scrolled.
 */
const app = appUnderTest();

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

/** What a user plans in a few weeks: due on the coming days, so the dashboard lists them too. */
const MORE_TITLES = [
  'Book the train to the conference',
  'Prepare the slides for Thursday',
  'Answer the emails from the design team',
  'Renew the passport before the summer',
  'Write the newsletter for March',
  'Fix the flaky login test on the build server',
  'Plan the team offsite agenda',
  'Update the onboarding guide for new hires',
  'Order a new keyboard',
  'Review the budget with finance',
  'Clean up the shared drive',
  'Call the landlord about the heating',
  'Read the research paper on spaced repetition',
  'Sketch the wireframes for the settings page',
  'Send the invoice to the client',
  'Water the plants and repot the ficus',
  'Translate the release notes into German',
  'Go through the customer feedback survey',
  'Back up the laptop',
  'Prepare questions for the one-on-one',
  'Draft the blog post about the launch',
  'Check the analytics for last week',
  'Pick up the dry cleaning',
  'Submit the expense report',
];

type StorageState = NonNullable<BrowserContextOptions['storageState']>;
let signedIn: StorageState;

beforeAll(async () => {
  const session = await openSession(app.browser, app.server.url);
  try {
    await registerAndOpenTasks(session, 'Grace Hopper');
    const origin = new URL(session.page.url()).origin;
    for (const [index, title] of MORE_TITLES.entries()) {
      const due = new Date();
      due.setDate(due.getDate() + 1 + (index % 6));
      due.setHours(9 + (index % 8), 0, 0, 0);
      const response = await session.page.request.post('/api/tasks', {
        data: { title, minutes: 25 + (index % 4) * 25, dueDate: due.toISOString() },
        headers: { Origin: origin },
      });
      if (response.status() !== 201) throw new Error(`Creating ${title}: ${response.status()}`);
    }
    // Starts a session, as another device would.
    await createRealisticTasks(session.page);
    signedIn = await session.context.storageState();
  } finally {
    await session.close();
  }
}, 120_000);

async function openAt(viewport: { width: number; height: number }, path: string) {
  const phone = viewport.width < 640;
  const context = await app.browser.newContext({
    baseURL: app.server.url,
    storageState: signedIn,
    viewport,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('timer', { name: 'Pomodoro timer' }).waitFor();
  return { context, page };
}

/**
 * The task titles, links, buttons and fields of the page that lie under the timer, even in
 * part, by their names. Empty when the timer covers nothing. What the page's own scrolling
 * column hides (above or below its visible part) is not under anything.
 */
function coveredByTimer(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const timer = document.querySelector('[role="timer"]');
    if (!timer) return ['no timer'];
    const dock = timer.getBoundingClientRect();
    const main = document.getElementById('main-content');
    if (!main) return ['no page'];
    const clips = getComputedStyle(main).overflowY !== 'visible';
    const column = clips ? main.getBoundingClientRect() : null;
    const selector =
      'a, button, input, select, textarea, [role="button"], h1, h2, h3, td, th, li, p';
    const covered: string[] = [];
    for (const element of main.querySelectorAll(selector)) {
      if (element.closest('.sr-only')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const top = column ? Math.max(box.top, column.top) : box.top;
      const bottom = column ? Math.min(box.bottom, column.bottom) : box.bottom;
      if (bottom <= top) continue;
      const under =
        box.left < dock.right && dock.left < box.right && top < dock.bottom && dock.top < bottom;
      if (under) {
        const name = element.getAttribute('aria-label') || element.textContent?.trim() || '';
        covered.push(`${element.tagName.toLowerCase()} "${name.slice(0, 60)}"`);
      }
    }
    return covered;
  });
}

async function expectNothingCovered(page: Page, where: string) {
  for (const [label, at] of [
    ['top', 0],
    ['middle', 0.5],
    ['bottom', 1],
  ] as const) {
    await scrollPage(page, at);
    expect(await coveredByTimer(page), `${where}, scrolled to the ${label}`).toEqual([]);
  }
}

describe('the focus dock beside the page', () => {
  for (const viewport of VIEWPORTS) {
    it(`covers no task, link or button at ${viewport.width} px, expanded or collapsed`, async () => {
      for (const path of ['/my-tasks', '/dashboard']) {
        const { context, page } = await openAt(viewport, path);
        try {
          if (path === '/my-tasks') {
            await page
              .getByRole('button', { name: 'Edit task Submit the expense report' })
              .waitFor();
          } else {
            await page.getByText('Book the train to the conference').first().waitFor();
          }
          const timer = page.getByRole('timer', { name: 'Pomodoro timer' });
          await timer.getByRole('button', { name: 'Pause' }).waitFor();
          await expectNothingCovered(page, `${path} at ${viewport.width} px, expanded`);

          await timer.getByRole('button', { name: 'Collapse timer' }).click();
          await timer.getByRole('button', { name: 'Expand timer' }).waitFor();
          await expectNothingCovered(page, `${path} at ${viewport.width} px, collapsed`);
          await timer.getByRole('button', { name: 'Expand timer' }).click();
          await timer.getByRole('button', { name: 'Stop' }).waitFor();
        } finally {
          await context.close();
        }
      }
    });
  }

  it('keeps a small timer in the icon rail, which opens the side bar with the whole timer', async () => {
    const { context, page } = await openAt({ width: 1280, height: 800 }, '/my-tasks');
    try {
      await page.getByRole('button', { name: 'Collapse side bar' }).click();
      const timer = page.getByRole('timer', { name: 'Pomodoro timer' });
      await timer.getByRole('button', { name: 'Pause' }).waitFor();
      await expectNothingCovered(page, 'beside the icon rail');
      await expectAccessible(page);

      await timer.getByRole('button', { name: /Show timer/ }).click();
      await timer.getByRole('button', { name: 'Stop' }).waitFor();
      expect(await page.getByRole('button', { name: 'Collapse side bar' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('the focus music, with the timer', () => {
  for (const viewport of VIEWPORTS) {
    it(`is a click away from the timer at ${viewport.width} px, and saves the choice`, async () => {
      const { context, page } = await openAt(viewport, '/my-tasks');
      try {
        const timer = page.getByRole('timer', { name: 'Pomodoro timer' });
        await timer.getByRole('button', { name: 'Music', exact: true }).click();
        const theme = page.getByLabel('Focus music');
        await theme.waitFor();
        // In view without scrolling past the tasks.
        const box = await theme.boundingBox();
        expect(box).not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
        expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
        await page.getByRole('slider', { name: 'Volume' }).waitFor();
        await expectAccessible(page);

        const saved = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/preferences') && response.request().method() === 'PUT',
        );
        const other = (await theme.inputValue()) === 'LOFI_BEATS' ? 'SILENT_MODE' : 'LOFI_BEATS';
        await theme.selectOption(other);
        expect((await saved).status()).toBe(200);
        expect(await coveredByTimer(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
