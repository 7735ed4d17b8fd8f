import { describe, expect, it } from 'vitest';
import { appUnderTest } from './harness/app-under-test.ts';
import { openSession } from './harness/browser-session.ts';

const PUBLIC_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/password_reset',
  '/reset-password',
  '/auth/callback',
  '/payment-status',
  '/auth-debug',
  '/privacy',
];

const PROTECTED_PATHS = [
  '/dashboard',
  '/today',
  '/upcoming',
  '/my-tasks',
  '/insights',
  '/accountability',
  '/settings',
  '/video-call/some-room',
];

const app = appUnderTest();

describe('the web shell, signed out', () => {
  it.each(PUBLIC_PATHS)('renders the public page %s without a side bar', async (path) => {
    const session = await openSession(app.browser, app.server.url);
    try {
      const { page } = session;
      // Where the page first showed its heading: /auth/callback, reached with no sign-in under
      // way, moves on to /login two seconds after it says so, which a slow load can outlast.
      const shownAt = page
        .getByRole('heading', { level: 1 })
        .waitFor()
        .then(() => new URL(page.url()).pathname);
      await session.visit(path);
      expect(await shownAt).toBe(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    } finally {
      await session.close();
    }
  });

  it('shows the login page at the root path', async () => {
    const session = await openSession(app.browser, app.server.url);
    try {
      await session.visit('/login');
      const loginHeading = await session.page.getByRole('heading', { level: 1 }).textContent();
      await session.visit('/');
      const rootHeading = await session.page.getByRole('heading', { level: 1 }).textContent();
      expect(loginHeading).toBeTruthy();
      expect(rootHeading).toBe(loginHeading);
    } finally {
      await session.close();
    }
  });

  it.each(PROTECTED_PATHS)('sends a visitor of %s to /login', async (path) => {
    const session = await openSession(app.browser, app.server.url);
    try {
      await session.visit(path);
      await session.page.waitForURL((url) => url.pathname === '/login');
      await session.page.getByRole('heading', { level: 1 }).waitFor();
    } finally {
      await session.close();
    }
  });

  it('shows the plans page in the signed-in layout without asking to sign in first', async () => {
    const session = await openSession(app.browser, app.server.url);
    try {
      await session.visit('/subscription');
      const { page } = session;
      expect(new URL(page.url()).pathname).toBe('/subscription');
      await page.getByRole('heading', { level: 1, name: 'Upgrade to Pro Plan' }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    } finally {
      await session.close();
    }
  });

  it('answers any other path with the not-found page', async () => {
    const session = await openSession(app.browser, app.server.url);
    try {
      await session.visit('/no/such/page');
      await session.page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
      expect(new URL(session.page.url()).pathname).toBe('/no/such/page');
    } finally {
      await session.close();
    }
  });

  it('fits a phone screen: the side bar becomes a menu button', async () => {
    const session = await openSession(app.browser, app.server.url, { width: 375, height: 812 });
    try {
      await session.visit('/subscription');
      const { page } = session;
      await page.getByRole('heading', { level: 1, name: 'Upgrade to Pro Plan' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    } finally {
      await session.close();
    }
  });
});
