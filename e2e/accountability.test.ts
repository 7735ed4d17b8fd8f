import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptTerms,
  badges,
  badgesShow,
  cameraOffCard,
  controls,
  findButton,
  interruptibleSockets,
  ownTile,
  partnerTile,
  registerAndOpen,
  remoteVideoPlays,
  callStatus as status,
} from './harness/accountability.ts';
import { appUnderTest } from './harness/app-under-test.ts';
import { expectAccessible } from './harness/axe.ts';
import { openSession } from './harness/browser-session.ts';

// The shared Chromium runs with a fake camera and microphone that it grants without asking.
const app = appUnderTest();

describe('accountability video calls in the browser', () => {
  it('matches two people who then see and hear each other until one ends the call', async () => {
    const ada = await openSession(app.browser, app.server.url);
    const grace = await openSession(app.browser, app.server.url);
    try {
      const graceSockets = await interruptibleSockets(grace.context);
      const adaName = await registerAndOpen(ada, 'Ada Lovelace');
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

      // Skip leaves the search and starts it again at once: Grace still finds Ada below.
      await ada.page.getByRole('button', { name: 'Skip' }).click();
      await ada.page.getByRole('button', { name: 'Cancel Search' }).waitFor();
      await ada.page.getByText('Searching for an accountability partner...').waitFor();

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

      // Grace sees Ada's initial and name where her picture was, both badges, and hears of it.
      await cameraOffCard(partnerTile(grace.page)).getByText(adaName, { exact: true }).waitFor();
      expect(await cameraOffCard(partnerTile(grace.page)).textContent()).toBe(
        `${adaName.charAt(0).toUpperCase()}${adaName}`,
      );
      await badgesShow(partnerTile(grace.page), ['Camera off', 'Muted']);
      await grace.page.getByRole('status').getByText(`${adaName}'s camera is off.`).waitFor();
      // Ada's own preview says the same; Grace's picture of herself is untouched.
      await cameraOffCard(ownTile(ada.page)).getByText(adaName, { exact: false }).waitFor();
      expect(await badges(ownTile(ada.page))).toEqual(['Camera off', 'Muted']);
      expect(await badges(ownTile(grace.page))).toEqual([]);
      expect(await badges(partnerTile(ada.page))).toEqual([]);
      await expectAccessible(grace.page);
      await expectAccessible(ada.page);

      // Both back on: Grace sees Ada's video again and the badges go, on both sides.
      await ada.page.getByRole('button', { name: 'Unmute' }).click();
      expect(await controls(ada.page).getAttribute('data-audio-enabled')).toBe('true');
      await ada.page.getByRole('button', { name: 'Cam On' }).click();
      await ada.page.getByRole('button', { name: 'Cam Off' }).waitFor();
      await cameraOffCard(partnerTile(grace.page)).waitFor({ state: 'detached' });
      await badgesShow(partnerTile(grace.page), []);
      await grace.page.getByRole('status').getByText(`${adaName}'s camera is on.`).waitFor();
      await remoteVideoPlays(grace.page);
      expect(await badges(ownTile(ada.page))).toEqual([]);
      await cameraOffCard(ownTile(ada.page)).waitFor({ state: 'detached' });

      // A change Grace misses while her connection is down reaches her once it is back.
      graceSockets.deafen();
      await ada.page.getByRole('button', { name: 'Mute' }).click();
      await ada.page.getByRole('button', { name: 'Unmute' }).waitFor();
      await graceSockets.drop();
      await badgesShow(partnerTile(grace.page), ['Muted']);
      await ada.page.getByRole('button', { name: 'Unmute' }).click();
      await badgesShow(partnerTile(grace.page), []);

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
