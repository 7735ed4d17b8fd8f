import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_COLORS, DARK_CLASS } from '../src/shared/color-theme-boot.ts';
import { logIn, logOut, registerAndOpenDashboard } from './harness/accounts.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';

const app = appUnderTest();

/** The page's own background as the screen shows it: its red, green and blue, 0 to 255. */
const pageBackground = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) throw new Error('No 2D canvas');
    canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    return Array.from(canvas.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });

/** '#0b1120' as red, green and blue. */
const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** Whether two colours look the same (one step of rounding apart at most). */
const sameColor = (a: number[], b: number[]) =>
  a.length === b.length && a.every((value, at) => Math.abs(value - (b[at] ?? -9)) <= 1);

const DARK_PAGE = rgb(BROWSER_COLORS.dark.background);
const LIGHT_PAGE = rgb(BROWSER_COLORS.light.background);

const showsDark = (page: Page) =>
  page.evaluate((name) => document.documentElement.classList.contains(name), DARK_CLASS);

/** Waits until the page is dark (or light), as a person looking at it would. */
async function becomes(page: Page, dark: boolean) {
  await page.waitForFunction(
    ({ name, want }) => document.documentElement.classList.contains(name) === want,
    { name: DARK_CLASS, want: dark },
  );
  expect(sameColor(await pageBackground(page), dark ? DARK_PAGE : LIGHT_PAGE)).toBe(true);
}

let people = 0;
const newPerson = () => {
  people += 1;
  return {
    name: 'Grace Hopper',
    email: `dark-${people}-${Date.now()}@example.com`,
    password: 'analytical',
  };
};

/**
 * Reloads the page with the app's script held back, and reads what the browser has painted by
 * then: only the head's script has run. The service worker is blocked in the contexts that use
 * this, so the network, where the script is held, answers every request.
 */
async function firstPaintOfReload(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  const painted = {
    appStarted: await page.evaluate(
      () => (document.getElementById('root')?.childElementCount ?? 0) > 0,
    ),
    dark: await showsDark(page),
    darkBackground: sameColor(await pageBackground(page), DARK_PAGE),
  };
  release();
  return painted;
}

async function newContext(colorScheme: 'light' | 'dark'): Promise<BrowserContext> {
  return app.browser.newContext({
    baseURL: app.server.url,
    viewport: { width: 1280, height: 800 },
    colorScheme,
    serviceWorkers: 'block',
  });
}

describe('dark mode', () => {
  it("follows the device's scheme before sign-in, from the first paint and as it changes", async () => {
    const context = await newContext('dark');
    try {
      const page = await context.newPage();
      await page.goto('/login', { waitUntil: 'networkidle' });
      await becomes(page, true);
      expect(await firstPaintOfReload(page)).toEqual({
        appStarted: false,
        dark: true,
        darkBackground: true,
      });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page);

      await page.emulateMedia({ colorScheme: 'light' });
      await becomes(page, false);
      await page.emulateMedia({ colorScheme: 'dark' });
      await becomes(page, true);
    } finally {
      await context.close();
    }
  });

  it('applies the choice made in Settings at once, in every tab, from the first paint of a reload, and on another device', async () => {
    const person = newPerson();
    const context = await newContext('light');
    try {
      const page = await context.newPage();
      await registerAndOpenDashboard(page, person);
      const otherTab = await context.newPage();
      await otherTab.goto('/dashboard', { waitUntil: 'networkidle' });
      await becomes(otherTab, false);

      await page.goto('/settings', { waitUntil: 'networkidle' });
      const appearance = page.getByRole('region', { name: 'Appearance' });
      await appearance.getByRole('radio', { name: /^System/ }).waitFor();
      expect(await appearance.getByRole('radio', { name: /^System/ }).isChecked()).toBe(true);
      const saving = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/preferences') && response.request().method() === 'PUT',
      );
      await appearance.getByText('Dark', { exact: true }).click();
      await becomes(page, true);
      expect((await saving).ok()).toBe(true);
      await becomes(otherTab, true);
      await expectAccessible(page);
      const saved = await page.request.get('/api/preferences');
      expect(await saved.json()).toMatchObject({ theme: 'dark' });
      // The other tab's Settings shows the choice too.
      await otherTab.goto('/settings', { waitUntil: 'networkidle' });
      expect(
        await otherTab
          .getByRole('region', { name: 'Appearance' })
          .getByRole('radio', { name: /^Dark/ })
          .isChecked(),
      ).toBe(true);

      expect(await firstPaintOfReload(page)).toEqual({
        appStarted: false,
        dark: true,
        darkBackground: true,
      });
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      // Chosen dark, the page stays dark whatever the device says.
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await showsDark(page)).toBe(true);

      // Signing out keeps the device's last scheme for its sign-in page.
      await logOut(page);
      await becomes(page, true);
    } finally {
      await context.close();
    }

    const otherDevice = await newContext('light');
    try {
      const page = await otherDevice.newPage();
      await page.goto('/login', { waitUntil: 'networkidle' });
      await becomes(page, false);
      await logIn(page, person.email, person.password);
      await page.waitForURL((url) => url.pathname !== '/login');
      await becomes(page, true);
      expect(await firstPaintOfReload(page)).toMatchObject({ appStarted: false, dark: true });
    } finally {
      await otherDevice.close();
    }
  });
});
