import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../src/server/test/postgres-admin.ts';
import {
  acceptTerms,
  callStatus,
  registerAndOpen,
  remoteVideoPlays,
} from './harness/accountability.ts';
import { openSession } from './harness/browser-session.ts';
import { launchChromium } from './harness/chromium.ts';
import { type RunningServer, startServer } from './harness/server.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

// Several servers share their work through PostgreSQL and Redis; without both there is no such
// installation to test.
describe.runIf(adminUrl && redisUrl)('a video call across two servers', () => {
  const database = uniqueDatabaseName('pomopal_e2e_calls');
  const servers: RunningServer[] = [];
  let browser: Browser;

  beforeAll(async () => {
    if (!adminUrl || !redisUrl) return;
    await adminQuery(adminUrl, `create database "${database}"`);
    const env = { DATABASE_URL: databaseUrl(adminUrl, database), REDIS_URL: redisUrl };
    // One after the other: the first applies the migrations.
    servers.push(await startServer({ env }));
    servers.push(await startServer({ env }));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.dispose()));
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
  });

  it('matches a user on one server with a user on the other, and connects their video', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('two servers');
    const ada = await openSession(browser, first.url);
    const grace = await openSession(browser, second.url);
    try {
      await registerAndOpen(ada, 'Ada Lovelace');
      await registerAndOpen(grace, 'Grace Hopper');
      await acceptTerms(ada.page);
      await acceptTerms(grace.page);
      const inRoom = (page: Page) =>
        page.waitForURL((url) => url.pathname.startsWith('/video-call/'), { timeout: 15_000 });
      await Promise.all([inRoom(ada.page), inRoom(grace.page)]);
      expect(new URL(ada.page.url()).pathname).toBe(new URL(grace.page.url()).pathname);
      for (const page of [ada.page, grace.page]) {
        await callStatus(page).getByText('Connected', { exact: true }).waitFor({ timeout: 20_000 });
      }
      await Promise.all([remoteVideoPlays(ada.page), remoteVideoPlays(grace.page)]);
    } finally {
      await ada.close();
      await grace.close();
    }
  });
});
