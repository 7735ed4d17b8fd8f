import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAndOpenDashboard } from './harness/accounts.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { openSession } from './harness/browser-session.ts';

const app = appUnderTest();

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker is active, then reloads so that it controls the page. */
async function controlledByWorker(page: Page): Promise<string | undefined> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload({ waitUntil: 'networkidle' });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
}

/** Every URL the page's origin keeps in Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

describe('the installable app', () => {
  it('links a valid web app manifest whose icons load at their sizes', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await session.visit('/login');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');

      const response = await page.request.get(href ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      expect(response.headers()['cache-control']).toBe('no-cache');
      const manifest = await response.json();
      expect(manifest).toMatchObject({
        id: '/',
        name: 'Pomopal',
        short_name: 'Pomopal',
        start_url: '/dashboard',
        display: 'standalone',
        theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
        background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      });

      const icons: ManifestIcon[] = manifest.icons;
      const described = icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort();
      expect(described).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of icons) {
        const image = await page.request.get(icon.src);
        expect(image.status(), icon.src).toBe(200);
        expect(image.headers()['content-type'], icon.src).toBe('image/png');
        expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
      }
    } finally {
      await session.close();
    }
  });

  it('registers its service worker, which controls the page after a reload: installable', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await session.visit('/login');
      const worker = await controlledByWorker(page);
      expect(worker).toBe(new URL('/sw.js', app.server.url).href);

      // Chromium's own verdict: the manifest parses and nothing keeps the app from installing.
      const cdp = await session.context.newCDPSession(page);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // A test's browser context is incognito, where no app installs: the app's own part is all
      // the rest.
      const errorIds = installabilityErrors.map((error) => error.errorId);
      expect(errorIds.filter((id) => id !== 'in-incognito')).toEqual([]);

      const script = await page.request.get('/sw.js');
      expect(script.status()).toBe(200);
      expect(script.headers()['cache-control']).toBe('no-cache');
    } finally {
      await session.close();
    }
  });

  it('opens the app shell with no network, and never answers the API from its cache', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page, context } = session;
    try {
      await registerAndOpenDashboard(page, {
        name: 'Offline Olive',
        email: `offline-${Date.now()}@example.com`,
        password: 'correct horse battery staple',
      });
      await page.getByRole('navigation', { name: 'Main' }).first().waitFor();
      expect(await controlledByWorker(page)).toMatch(/\/sw\.js$/);

      const fromWorker: string[] = [];
      page.on('response', (response) => {
        if (response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
      });
      await context.setOffline(true);
      await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });

      // The page and its scripts come from the worker's cache, and the app runs: with no way to
      // check the session it shows the signed-in person's saved page and says the server cannot
      // be reached, rather than send them to sign in.
      expect(fromWorker).toContain('/dashboard');
      await page
        .getByRole('status')
        .filter({ hasText: 'Pomopal cannot reach its server' })
        .getByRole('button', { name: 'Try now' })
        .waitFor();
      await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
      expect(await page.getByRole('heading', { name: 'Sign in to Pomopal' }).count()).toBe(0);

      expect(fromWorker.filter((path) => path.startsWith('/api/'))).toEqual([]);
      const cached = await cachedUrls(page);
      const paths = cached.map((url) => new URL(url).pathname);
      expect(paths).toContain('/index.html');
      expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
    } finally {
      await session.context.setOffline(false);
      await session.close();
    }
  });
});
