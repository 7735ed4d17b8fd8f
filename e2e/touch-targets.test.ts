import type { BrowserContextOptions } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUnderTest } from './harness/app-under-test.ts';
import { openSession } from './harness/browser-session.ts';
import { createRealisticTasks } from './harness/realistic-tasks.ts';
import { enriched, registerAndOpenTasks } from './harness/tasks.ts';
import { smallTargets } from './harness/touch-targets.ts';

const app = appUnderTest();

const PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
} as const;

/** The pages of the app's route table, as a visitor and as a user with a realistic task list. */
const SIGNED_OUT = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/privacy',
  '/subscription',
  '/no-such-page',
];
const SIGNED_IN = [
  '/dashboard',
  '/today',
  '/upcoming',
  '/my-tasks',
  '/insights',
  '/settings',
  '/subscription',
  '/accountability',
];

type StorageState = NonNullable<BrowserContextOptions['storageState']>;
let signedIn: StorageState;

beforeAll(async () => {
  const session = await openSession(app.browser, app.server.url);
  try {
    await registerAndOpenTasks(session, 'Grace Hopper');
    await createRealisticTasks(session.page);
    signedIn = await session.context.storageState();
  } finally {
    await session.close();
  }
});

async function targetsOn(path: string, storageState?: StorageState) {
  const context = await app.browser.newContext({
    baseURL: app.server.url,
    ...PHONE,
    ...(storageState ? { storageState } : {}),
  });
  try {
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (path === '/my-tasks') {
      await enriched(page);
      // The filters folded behind their button on a phone count too.
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('checkbox', { name: 'Hide completed' }).waitFor();
    }
    return await smallTargets(page);
  } finally {
    await context.close();
  }
}

describe('every target is at least 24 x 24 px on a phone', () => {
  for (const path of SIGNED_OUT) {
    it(`on ${path}, signed out`, async () => {
      expect(await targetsOn(path)).toEqual([]);
    });
  }
  for (const path of SIGNED_IN) {
    it(`on ${path}, signed in`, async () => {
      expect(await targetsOn(path, signedIn)).toEqual([]);
    });
  }
});

describe('the main actions of a task on a phone', () => {
  it('are at least 44 x 44 px under a finger: complete, start or resume, delete', async () => {
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      ...PHONE,
      storageState: signedIn,
    });
    try {
      const page = await context.newPage();
      await page.goto('/my-tasks', { waitUntil: 'networkidle' });
      await enriched(page);
      const cards = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
      await cards.first().waitFor();
      const actions = page
        .getByRole('list', { name: 'Tasks' })
        .locator(
          'label:has(input[type="checkbox"]), button[aria-label^="Start "], button[aria-label^="Resume "], button[aria-label^="Delete task "]',
        );
      const sizes = await actions.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          const name =
            element.getAttribute('aria-label') ??
            element.querySelector('input')?.getAttribute('aria-label');
          return { name, width: Math.round(box.width), height: Math.round(box.height) };
        }),
      );
      // Every card has a tick and a Delete button; the open ones a Start or Resume button.
      expect(sizes.length).toBeGreaterThanOrEqual((await cards.count()) * 2 + 4);
      expect(sizes.filter(({ width, height }) => width < 44 || height < 44)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
