import type { BrowserContext, Locator, Page, WebSocketRoute } from 'playwright-core';
import { expect } from 'vitest';
import { registerAndOpenDashboard } from './accounts.ts';
import type { BrowserSession } from './browser-session.ts';
import { waitForSocket } from './tasks.ts';

let people = 0;

/** Registers a fresh person and opens /accountability with a live socket. */
export async function registerAndOpen(session: BrowserSession, name: string): Promise<string> {
  people += 1;
  const email = `partner-${people}-${Date.now()}@example.com`;
  await session.context.grantPermissions(['camera', 'microphone']);
  await registerAndOpenDashboard(session.page, { name, email, password: 'analytical' });
  const connected = waitForSocket(session.page, '/accountability');
  await session.visit('/accountability');
  await connected;
  // A new account's username is made from its e-mail address: the part before the @.
  return email.slice(0, email.indexOf('@'));
}

export const findButton = (page: Page) =>
  page.getByRole('button', { name: 'Find a Video Partner Now' });

/** Opens the terms, proves they must be read to the end, and accepts them. */
export async function acceptTerms(page: Page) {
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
export async function remoteVideoPlays(page: Page) {
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

export const controls = (page: Page) => page.getByRole('toolbar', { name: 'Call controls' });
export const callStatus = (page: Page) => page.getByTestId('call-status');

/** The partner's picture and one's own preview on the call page. */
export const partnerTile = (page: Page) => page.getByTestId('remote-frame');
export const ownTile = (page: Page) => page.getByTestId('local-frame');
/** What shows in place of a picture whose camera is off: the initial and the name. */
export const cameraOffCard = (tile: Locator) => tile.getByTestId('camera-off');
/** The badges on a picture, in order: 'Camera off', 'Muted'. */
export const badges = (tile: Locator) => tile.getByRole('listitem').allTextContents();
/** Waits for a picture to show these badges and no others (a reconnection may take seconds). */
export const badgesShow = (tile: Locator, expected: string[]) =>
  expect.poll(() => badges(tile), { timeout: 20_000 }).toEqual(expected);

/**
 * Routes a browser context's live connections through the test, so that one can be made deaf to
 * the server and then dropped, as a flaky network would: the page reconnects on its own. Install
 * it before the page opens its connection.
 */
export async function interruptibleSockets(context: BrowserContext) {
  const open = new Set<WebSocketRoute>();
  const deaf = new Set<WebSocketRoute>();
  await context.routeWebSocket(/\/socket\.io\//, (page) => {
    const server = page.connectToServer();
    open.add(page);
    page.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (!deaf.has(page)) page.send(message);
    });
    page.onClose(() => {
      open.delete(page);
      void server.close();
    });
    server.onClose(() => void page.close());
  });
  return {
    /** What the server sends on the connections open now is lost from here on. */
    deafen() {
      for (const page of open) deaf.add(page);
    },
    /** Closes the connections open now. */
    async drop() {
      await Promise.all([...open].map((page) => page.close()));
    },
  };
}
