import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './axe.ts';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Opens a path of the app, waits for it to settle, and checks it with axe-core. */
  visit(path: string): Promise<void>;
  close(): Promise<void>;
}

export async function openSession(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserSession> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    context,
    page,
    visit: async (path) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      if (errors.length > 0) throw new Error(`The page threw: ${errors.join('\n')}`);
      await expectAccessible(page);
    },
    close: () => context.close(),
  };
}
