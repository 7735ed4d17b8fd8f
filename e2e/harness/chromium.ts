import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export function assertChromiumInstalled(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. The browser tests drive the system Chromium: ` +
        'install it (on Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y chromium) ' +
        'or point CHROMIUM_PATH at an installed Chromium or Chrome.',
    );
  }
}

/** The system Chromium, headless; `extraArgs` adds switches (a debugging port for Lighthouse). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
