import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium.ts';
import { type RunningServer, type StartOptions, startServer } from './server.ts';

export interface AppUnderTest {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** Starts the built server and Chromium before a test file's tests, and stops both after them. */
export function appUnderTest(options: StartOptions = {}): AppUnderTest {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The app under test is not started yet.');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
