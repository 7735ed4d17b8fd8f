import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './harness/chromium.ts';
import { projectRoot, type RunningServer, startServer } from './harness/server.ts';

// A deploy while a tab is open: the test runs its own copy of the build, then changes that copy's
// index.html and service worker the way a new build would, under the running server.
let root: string;
let webRoot: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pomopal-deploy-'));
  const dist = path.join(projectRoot, 'dist');
  cpSync(path.join(dist, 'server'), path.join(root, 'dist', 'server'), { recursive: true });
  cpSync(path.join(dist, 'web'), path.join(root, 'dist', 'web'), {
    recursive: true,
    dereference: true,
  });
  cpSync(path.join(projectRoot, 'package.json'), path.join(root, 'package.json'));
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  webRoot = path.join(root, 'dist', 'web');
  [server, browser] = await Promise.all([
    startServer({ entry: path.join(root, 'dist', 'server', 'main.js') }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await rm(root, { recursive: true, force: true });
});

/** Writes a file of the build with the compressed copies the server prefers to send. */
function writeBuildFile(name: string, content: string): void {
  const file = path.join(webRoot, name);
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/**
 * What a new build changes for an open tab: a new index.html, and a service worker whose list of
 * files carries that page's new revision.
 */
function deployVersion(version: string): void {
  const page = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  writeBuildFile(
    'index.html',
    page.replace('</head>', `<meta name="pomopal-version" content="${version}"></head>`),
  );
  const worker = readFileSync(path.join(webRoot, 'sw.js'), 'utf8');
  const revised = worker.replace(
    /\{"revision":"[0-9a-f]+","url":"index\.html"\}/,
    `{"revision":"${version}","url":"index.html"}`,
  );
  expect(revised).not.toBe(worker);
  writeBuildFile('sw.js', revised);
}

const versionOf = (page: Page) =>
  page.evaluate(
    () => document.querySelector('meta[name="pomopal-version"]')?.getAttribute('content') ?? null,
  );

describe('a new version deployed while a tab is open', () => {
  it('is announced, waits for Reload, and is what the page runs after it', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    try {
      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      const email = page.getByLabel('Email');
      await email.fill('half-typed@example.com');
      // The browser's own check after the reload has run: from here only the app asks.
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });

      deployVersion('b2');
      // The tab comes back into view: the app asks whether a new version is out.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

      const notice = page.getByText('A new version of Pomopal is ready').first();
      await notice.waitFor();
      // Nothing changes under the person's hands: the page and what they typed stay.
      expect(await versionOf(page)).toBeNull();
      expect(await email.inputValue()).toBe('half-typed@example.com');

      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: 'Reload' }).first().click(),
      ]);
      await page.waitForLoadState('networkidle');
      expect(await versionOf(page)).toBe('b2');
      expect(await page.getByText('A new version of Pomopal is ready').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
