import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  acceptTerms,
  callStatus,
  cameraOffCard,
  partnerTile,
  registerAndOpen,
  remoteVideoPlays,
} from './harness/accountability.ts';
import { registerAndOpenDashboard } from './harness/accounts.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';
import { createRealisticTasks } from './harness/realistic-tasks.ts';

const app = appUnderTest();

/** Where the pictures go, for a person to look at after the run. */
const FOLDER = path.join(tmpdir(), 'pomopal-dark-screens');

const WIDTHS = [375, 1280];

const PUBLIC_PAGES = [
  ['login', '/login'],
  ['register', '/register'],
  ['forgot-password', '/forgot-password'],
  ['reset-password', '/reset-password?token=expired'],
  ['auth-callback', '/auth/callback?error=access_denied'],
  ['payment-status', '/payment-status?status=cancelled'],
  ['auth-debug', '/auth-debug?code=abc&state=xyz'],
  ['privacy', '/privacy'],
  ['not-found', '/no-such-page'],
] as const;

const SIGNED_IN_PAGES = [
  ['dashboard', '/dashboard'],
  ['my-tasks', '/my-tasks'],
  ['today', '/today'],
  ['upcoming', '/upcoming'],
  ['insights', '/insights'],
  ['accountability', '/accountability'],
  ['settings', '/settings'],
  ['subscription', '/subscription'],
] as const;

/** Checks the page with axe-core in both themes and saves it whole at the viewport's width. */
async function shoot(page: Page, name: string) {
  await expectAccessible(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(FOLDER, `${name}-${width}.png`), fullPage: true });
}

async function visitAtEachWidth(
  page: Page,
  name: string,
  address: string,
  ready?: () => Promise<void>,
) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(address, { waitUntil: 'networkidle' });
    await ready?.();
    await shoot(page, name);
  }
}

describe('dark mode, page by page', () => {
  it('saves a picture of every page and dialog in dark colours at 375 and 1280 px', {
    timeout: 300_000,
  }, async () => {
    await mkdir(FOLDER, { recursive: true });
    // The one line a person needs from this test: where to look.
    console.warn(`Dark-mode screenshots: ${FOLDER}`);
    const context = await app.browser.newContext({ baseURL: app.server.url, colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      for (const [name, address] of PUBLIC_PAGES) await visitAtEachWidth(page, name, address);

      await registerAndOpenDashboard(page, {
        name: 'Grace Hopper',
        email: `dark-screens-${Date.now()}@example.com`,
        password: 'analytical',
      });
      const tasks = await createRealisticTasks(page);
      for (const [name, address] of SIGNED_IN_PAGES) {
        await visitAtEachWidth(page, name, address, () =>
          page.getByRole('heading', { level: 1 }).first().waitFor(),
        );
      }
      await visitAtEachWidth(page, 'task-dialog', `/my-tasks?task=${tasks.long.id}`, () =>
        page.getByRole('dialog').waitFor(),
      );

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/my-tasks', { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'Add task' }).first().click();
        await page.getByRole('dialog').waitFor();
        await shoot(page, 'add-task-dialog');
      }

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/subscription', { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'Choose Pro Monthly' }).click();
        await page.waitForURL((url) => url.pathname.startsWith('/billing/sandbox/'));
        await page.getByText('Test payment - no money moves').waitFor();
        await shoot(page, 'test-checkout');
      }
    } finally {
      await context.close();
    }
  });

  it('saves a picture of the video call in dark colours at 375 and 1280 px', {
    timeout: 120_000,
  }, async () => {
    await mkdir(FOLDER, { recursive: true });
    const ada = await openSession(app.browser, app.server.url);
    const grace = await openSession(app.browser, app.server.url);
    try {
      for (const { page } of [ada, grace]) await page.emulateMedia({ colorScheme: 'dark' });
      await registerAndOpen(ada, 'Ada Lovelace');
      await registerAndOpen(grace, 'Grace Hopper');
      await acceptTerms(ada.page);
      await ada.page.getByText('Searching for an accountability partner...').waitFor();
      await shoot(ada.page, 'partner-search');
      await acceptTerms(grace.page);
      for (const { page } of [ada, grace]) {
        await page.waitForURL((url) => url.pathname.startsWith('/video-call/'), {
          timeout: 15_000,
        });
        await callStatus(page).getByText('Connected', { exact: true }).waitFor({ timeout: 20_000 });
      }
      await Promise.all([remoteVideoPlays(ada.page), remoteVideoPlays(grace.page)]);
      await ada.page.getByRole('button', { name: 'Cam Off' }).click();
      await cameraOffCard(partnerTile(grace.page)).waitFor();
      for (const width of WIDTHS) {
        await grace.page.setViewportSize({ width, height: 900 });
        await shoot(grace.page, 'video-call');
      }
    } finally {
      await ada.close();
      await grace.close();
    }
  });
});
