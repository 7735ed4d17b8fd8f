import type { Page } from 'playwright-core';

/**
 * Waits until no finite animation runs: dialogs and toasts fade in, and axe-core or a screenshot
 * would see half-faded colours. Endless ones (a spinner) never settle and are left out.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}
