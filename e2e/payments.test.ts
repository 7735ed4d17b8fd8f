import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAndOpenDashboard } from './harness/accounts.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { type BrowserSession, openSession } from './harness/browser-session.ts';
import { pageOverflow } from './harness/layout.ts';
import { createTasks, openTasks } from './harness/tasks.ts';

/*
 * The paid tier in a real browser against the built server with no payment provider configured,
 * so the sandbox gateway takes the payments: its checkout page returns through the same redirect
 * and confirmation as Stripe or PayPal would.
 */

const app = appUnderTest();

let people = 0;

async function registerFreeUser(session: BrowserSession, name: string) {
  people += 1;
  await registerAndOpenDashboard(session.page, {
    name,
    email: `payments-${people}-${Date.now()}@example.com`,
    password: 'analytical',
  });
}

/** Opens /subscription, checks it is accessible, and starts a checkout for `plan`. */
async function checkout(session: BrowserSession, plan: 'Pro Monthly' | 'Pro Annual') {
  const { page } = session;
  await session.visit('/subscription');
  await page.getByRole('button', { name: `Choose ${plan}` }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/billing/sandbox/'));
  await page.getByText('Test payment - no money moves').waitFor();
  await expectAccessible(page);
}

async function currentPlanBox(page: Page) {
  const box = page.getByRole('region', { name: 'Current plan' });
  await box.getByText('Loading your plan...').waitFor({ state: 'detached' });
  return box;
}

/** The date the page writes for the subscription's period end ('June 5, 2031'). */
async function periodEndAsShown(page: Page): Promise<string> {
  const response = await page.request.get('/api/subscription');
  const { currentPeriodEnd } = (await response.json()) as { currentPeriodEnd: string };
  return page.evaluate(
    (iso) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso)),
    currentPeriodEnd,
  );
}

async function expectFree(session: BrowserSession) {
  const { page } = session;
  await session.visit('/subscription');
  const box = await currentPlanBox(page);
  await box.getByText('Free', { exact: true }).waitFor();
  const answer = await page.request.get('/api/subscription');
  expect(await answer.json()).toMatchObject({ plan: 'free', isPro: false });
}

describe('paying for Pro in the browser', () => {
  it('subscribes monthly, uses Pro at once, cancels, and keeps Pro to the end date shown', async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerFreeUser(session, 'Grace Hopper');
      await createTasks(page, ['Compile the compiler']);
      await expectFree(session);
      await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
      await page.getByText('Best Value').waitFor();

      await checkout(session, 'Pro Monthly');
      await page.getByRole('button', { name: 'Pay' }).click();

      await page.waitForURL((url) => url.pathname === '/payment-status');
      await page
        .getByRole('heading', { name: 'Thank you for subscribing to Pro Monthly!' })
        .waitFor();
      await page.getByRole('link', { name: 'Go to My Tasks' }).waitFor();
      await expectAccessible(page);
      // The page moves on by itself.
      await page.waitForURL((url) => url.pathname === '/my-tasks', { timeout: 10_000 });

      // Pro everywhere, with no reload: the side bar, the CSV download, the Pro music themes.
      await page
        .getByRole('complementary', { name: 'Side bar' })
        .getByText('Pro', { exact: true })
        .waitFor();
      await page.getByRole('heading', { level: 2, name: 'My Tasks' }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const csv = await readFile(await download.path(), 'utf8');
      expect(csv).toContain('Task Title');
      expect(csv).toContain('Compile the compiler');

      // The music's theme is in the focus dock, behind its Music button.
      await page.getByRole('button', { name: 'Music', exact: true }).click();
      const music = page.getByLabel('Focus music');
      await expect(music.locator('option[value="NATURE_SOUNDS"]').isDisabled()).resolves.toBe(
        false,
      );
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/preferences') && response.request().method() === 'PUT',
      );
      await music.selectOption('NATURE_SOUNDS');
      expect((await saved).status()).toBe(200);
      await openTasks(session);
      await page.getByRole('button', { name: 'Music', exact: true }).click();
      expect(await page.getByLabel('Focus music').inputValue()).toBe('NATURE_SOUNDS');

      // The test subscription renews by itself, like Stripe's, until it is cancelled.
      await session.visit('/subscription');
      let box = await currentPlanBox(page);
      const end = await periodEndAsShown(page);
      await box.getByText('Pro Monthly', { exact: true }).waitFor();
      await box.getByText(`Renews on ${end}`).waitFor();
      await expectAccessible(page);

      await box.getByRole('button', { name: 'Cancel subscription' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel subscription?' });
      await dialog
        .getByText(
          'Are you sure you want to cancel your subscription? You will lose access to Pro features at the end of your current billing period.',
          { exact: true },
        )
        .waitFor();
      await expectAccessible(page);
      const cancelled = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/subscription/cancel') &&
          response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
      expect((await cancelled).status()).toBe(200);
      await dialog.waitFor({ state: 'detached' });
      await box.getByText(`Pro until ${end}`).waitFor();
      expect(await box.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);

      // Still Pro after a reload, to the same end date.
      await page.reload();
      box = await currentPlanBox(page);
      await box.getByText('Pro Monthly', { exact: true }).waitFor();
      await box.getByText(`Pro until ${end}`).waitFor();
      await box
        .getByText('Cancelled: your plan will not renew. You keep Pro features until then.')
        .waitFor();
      await page
        .getByRole('complementary', { name: 'Side bar' })
        .getByText('Pro', { exact: true })
        .waitFor();

      const answer = await page.request.get('/api/subscription');
      expect(await answer.json()).toMatchObject({
        plan: 'pro_monthly',
        isPro: true,
        provider: 'sandbox',
        cancelAtPeriodEnd: true,
      });
      await openTasks(session);
      await page.getByRole('button', { name: 'Download CSV' }).waitFor();

      // The page fits a phone.
      await page.setViewportSize({ width: 375, height: 812 });
      await session.visit('/subscription');
      box = await currentPlanBox(page);
      await box.getByText(`Pro until ${end}`).waitFor();
      expect(await pageOverflow(page)).toBe(0);

      // A change of mind before the end: resuming makes the plan renew again.
      await page.getByRole('heading', { level: 1, name: 'Your Pro plan' }).waitFor();
      const resumed = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/billing/resume') && response.request().method() === 'POST',
      );
      await box.getByRole('button', { name: 'Resume subscription' }).click();
      expect((await resumed).status()).toBe(200);
      await box.getByText(`Renews on ${end}`).waitFor();
      await box.getByRole('button', { name: 'Cancel subscription' }).waitFor();
      await expectAccessible(page);
      await page.reload();
      box = await currentPlanBox(page);
      await box.getByText(`Renews on ${end}`).waitFor();
      expect(await box.getByRole('button', { name: 'Resume subscription' }).count()).toBe(0);
      const renewing = await page.request.get('/api/subscription');
      expect(await renewing.json()).toMatchObject({ isPro: true, cancelAtPeriodEnd: false });
    } finally {
      await session.close();
    }
  });

  it("shows a declined and a cancelled payment in the product's words and leaves the user free", async () => {
    const session = await openSession(app.browser, app.server.url);
    const { page } = session;
    try {
      await registerFreeUser(session, 'Katherine Johnson');

      await checkout(session, 'Pro Annual');
      await page.getByRole('button', { name: 'Decline' }).click();
      await page.waitForURL((url) => url.pathname === '/payment-status');
      await page
        .getByText(
          'Test payment failed. Your card was declined. Please try again or contact support.',
        )
        .waitFor();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Try Subscription Again' }).click();
      await page.waitForURL((url) => url.pathname === '/subscription');
      await expectFree(session);

      await checkout(session, 'Pro Monthly');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL((url) => url.pathname === '/payment-status');
      await page
        .getByText('Your Test payment process was cancelled. You have not been charged.')
        .waitFor();
      await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
      await expectAccessible(page);
      await expectFree(session);
      await openTasks(session);
      await page.getByRole('link', { name: 'Upgrade to Download' }).waitFor();
    } finally {
      await session.close();
    }
  });
});
