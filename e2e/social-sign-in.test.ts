import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '../src/shared/account.schemas.ts';
import { expectNoCredentialsInStorage, logOut } from './harness/accounts.ts';
import { openSession } from './harness/browser-session.ts';
import { launchChromium } from './harness/chromium.ts';
import { startOidcProvider, type TestOidcProvider } from './harness/oidc-provider.ts';
import { freePort, type RunningServer, startServer } from './harness/server.ts';

let provider: TestOidcProvider;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const [serverPort, providerPort] = [await freePort(), await freePort()];
  provider = await startOidcProvider({
    port: providerPort,
    redirectUri: `http://127.0.0.1:${serverPort}/api/auth/callback/oidc`,
    people: [
      {
        sub: 'katherine',
        email: 'katherine@example.com',
        givenName: 'Katherine',
        familyName: 'Johnson',
      },
    ],
  });
  [server, browser] = await Promise.all([
    startServer({
      port: serverPort,
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
      },
    }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await provider?.close();
});

/**
 * Goes through the provider's own login and consent screens, as a person would; a provider that
 * remembers the person and the consent sends them straight back.
 */
async function signInAtProvider(page: Page, login: string) {
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
  const loginField = page.locator('input[name="login"]');
  const consent = page.getByRole('button', { name: 'Continue', exact: true });
  const backInApp = () => new URL(page.url()).origin === server.url;
  // The provider's pages import a web font that can never load here: wait for markup, not "load".
  await page.waitForURL(
    (url) => url.origin === provider.issuer || url.pathname === '/auth/callback',
    {
      waitUntil: 'commit',
    },
  );
  for (let step = 0; step < 3 && !backInApp(); step += 1) {
    await loginField
      .or(consent)
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    if (backInApp()) break;
    if (await loginField.isVisible()) {
      await loginField.fill(login);
      await page.locator('input[name="password"]').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
    } else if (await consent.isVisible()) {
      await consent.click();
    }
    await page.waitForLoadState('domcontentloaded');
  }
  await page.waitForURL((url) => url.pathname === '/auth/callback', { waitUntil: 'commit' });
  await page.getByText('Login successful! Redirecting to tasks...').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/my-tasks');
}

async function currentUser(page: Page) {
  const body = await page.evaluate(async () => (await fetch('/api/me')).json());
  return profileSchema.parse(body);
}

describe('sign-in with an OpenID Connect provider', () => {
  it('creates the account with its names on first sign-in and reuses it afterwards', async () => {
    const session = await openSession(browser, server.url);
    const { page } = session;
    try {
      await session.visit('/login');
      await signInAtProvider(page, 'katherine');
      const first = await currentUser(page);
      expect(first).toMatchObject({
        email: 'katherine@example.com',
        firstName: 'Katherine',
        lastName: 'Johnson',
      });
      await expectNoCredentialsInStorage(page);

      await logOut(page);
      await signInAtProvider(page, 'katherine');
      expect((await currentUser(page)).id).toBe(first.id);
    } finally {
      await session.close();
    }
  });
});
