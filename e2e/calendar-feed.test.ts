import { describe, expect, it } from 'vitest';
import { appUnderTest } from './harness/app-under-test.ts';
import { openSession } from './harness/browser-session.ts';
import { registerAndOpenTasks } from './harness/tasks.ts';

const app = appUnderTest();

describe('the calendar feed in Settings', () => {
  it('gives a Pro user an address calendar apps can read, and a reset that stops the old one', async () => {
    const session = await openSession(app.browser, app.server.url, { width: 375, height: 800 });
    const { page } = session;
    try {
      await registerAndOpenTasks(session, 'Ada Lovelace');
      await session.visit('/settings');
      const section = page.getByRole('region', { name: 'Calendar feed' });
      await section.getByRole('link', { name: 'Upgrade to Pro' }).waitFor();

      await session.visit('/subscription');
      await page.getByRole('button', { name: 'Choose Pro Monthly' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/billing/sandbox/'));
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL((url) => url.pathname === '/my-tasks', { timeout: 10_000 });

      await session.visit('/settings');
      await section.getByRole('button', { name: 'Create link' }).click();
      const address = section.getByLabel('Your calendar address');
      await address.waitFor();
      const first = await address.inputValue();
      const feed = await page.request.get(first);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);

      await section.getByRole('button', { name: 'Reset link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset the calendar link?' });
      await dialog.getByRole('button', { name: 'Reset link' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => address.inputValue()).not.toBe(first);
      expect((await page.request.get(first)).status()).toBe(404);
      expect((await page.request.get(await address.inputValue())).status()).toBe(200);
    } finally {
      await session.close();
    }
  });
});
