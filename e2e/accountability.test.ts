import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { register } from './harness/accounts.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { type BrowserSession, openSession } from './harness/browser-session.ts';
import { waitForSocket } from './harness/tasks.ts';

// The shared Chromium runs with a fake camera and microphone that it grants without asking.
const app = appUnderTest();

let people = 0;

/** Registers a fresh person and opens /accountability with a live socket. */
async function registerAndOpen(session: BrowserSession, name: string): Promise<string> {
  people += 1;
  const email = `partner-${people}-${Date.now()}@example.com`;
  await session.context.grantPermissions(['camera', 'microphone']);
  await register(session.page, { name, email, password: 'analytical' });
  await session.page.waitForURL((url) => url.pathname === '/dashboard');
  const connected = waitForSocket(session.page);
  await session.visit('/accountability');
  await connected;
  // A new account's username is made from its e-mail address: the part before the @.
  return email.slice(0, email.indexOf('@'));
}

const findButton = (page: Page) => page.getByRole('button', { name: 'Find a Video Partner Now' });

/** Opens the terms, proves they must be read to the end, and accepts them. */
async function acceptTerms(page: Page) {
  await findButton(page).click();
  const accept = page.getByRole('button', { name: 'I Accept & Continue' });
  await accept.waitFor();
  const guidelines = page.getByRole('region', { name: 'Video call guidelines' });
  expect(await guidelines.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
  expect(await accept.isDisabled()).toBe(true);
  await guidelines.evaluate((box) => {
    box.scrollTop = box.scrollHeight / 2;
  });
  expect(await accept.isDisabled()).toBe(true);
  await guidelines.evaluate((box) => {
    box.scrollTop = box.scrollHeight;
  });
  await expect.poll(() => accept.isEnabled()).toBe(true);
  await accept.click();
}

/** Resolves once the partner's video has a picture and keeps playing. */
async function remoteVideoPlays(page: Page) {
  const video = page.locator('video[aria-label^="Video of"]');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(before);
}

const controls = (page: Page) => page.getByRole('toolbar', { name: 'Call controls' });
const status = (page: Page) => page.getByTestId('call-status');

describe('accountability video calls in the browser', () => {
  it('matches two people who then see and hear each other until one ends the call', async () => {
    const ada = await openSession(app.browser, app.server.url);
    const grace = await openSession(app.browser, app.server.url);
    try {
      await registerAndOpen(ada, 'Ada Lovelace');
      const graceName = await registerAndOpen(grace, 'Grace Hopper');

      // Cancel first: the search stops and says so.
      await acceptTerms(ada.page);
      await ada.page.getByText('Searching for an accountability partner...').waitFor();
      await ada.page.getByRole('button', { name: 'Cancel Search' }).click();
      await ada.page.getByText('Search cancelled.').waitFor();

      // Accepted once, the terms are not asked again.
      await findButton(ada.page).click();
      await ada.page.getByRole('button', { name: 'Cancel Search' }).waitFor();
      expect(await ada.page.getByRole('dialog').count()).toBe(0);

      await acceptTerms(grace.page);
      const inRoom = (page: Page) =>
        page.waitForURL((url) => url.pathname.startsWith('/video-call/'), { timeout: 15_000 });
      await Promise.all([inRoom(ada.page), inRoom(grace.page)]);
      expect(new URL(ada.page.url()).pathname).toBe(new URL(grace.page.url()).pathname);
      expect(await ada.page.getByTestId('partner-label').textContent()).toBe(graceName);

      for (const page of [ada.page, grace.page]) {
        await status(page).getByText('Connected', { exact: true }).waitFor({ timeout: 20_000 });
      }
      await Promise.all([remoteVideoPlays(ada.page), remoteVideoPlays(grace.page)]);
      await expectAccessible(ada.page);

      // Mute and Cam Off turn off the tracks the connection sends.
      expect(await controls(ada.page).getAttribute('data-audio-enabled')).toBe('true');
      await ada.page.getByRole('button', { name: 'Mute' }).click();
      await ada.page.getByRole('button', { name: 'Unmute' }).waitFor();
      expect(await controls(ada.page).getAttribute('data-audio-enabled')).toBe('false');
      expect(await controls(ada.page).getAttribute('data-video-enabled')).toBe('true');
      await ada.page.getByRole('button', { name: 'Cam Off' }).click();
      await ada.page.getByRole('button', { name: 'Cam On' }).waitFor();
      expect(await controls(ada.page).getAttribute('data-video-enabled')).toBe('false');
      await ada.page.getByRole('button', { name: 'Unmute' }).click();
      expect(await controls(ada.page).getAttribute('data-audio-enabled')).toBe('true');

      // End Call on one side: back to the search there, 'Call ended by partner' on the other.
      await ada.page.getByRole('button', { name: 'End Call' }).click();
      await ada.page.waitForURL((url) => url.pathname === '/accountability');
      await ada.page.getByRole('heading', { name: /has ended/ }).waitFor();
      await status(grace.page).getByText('Call ended by partner').waitFor();
      await grace.page.getByRole('button', { name: 'Done' }).waitFor();
      await expectAccessible(grace.page);
    } finally {
      await ada.close();
      await grace.close();
    }
  });
});
