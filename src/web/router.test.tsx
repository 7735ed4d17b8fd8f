import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './lib/auth-client.ts';
import { routes } from './router.tsx';
import { resetAuthClientMock } from './test/auth-client-mock.ts';
import { signedIn, signedOut } from './test/fixtures.ts';
import { renderRoutes } from './test/render.tsx';

vi.mock('./lib/auth-client.ts', () => import('./test/auth-client-mock.ts'));
vi.mock('./lib/socket.ts', () => ({
  socket: { on: vi.fn(), off: vi.fn() },
  connectSocket: vi.fn(),
  disconnectSocket: vi.fn(),
  emitWithAck: vi.fn(() => new Promise(() => {})),
}));

const publicPages: [path: string, heading: string][] = [
  ['/', 'Sign in to Pomopal'],
  ['/login', 'Sign in to Pomopal'],
  ['/register', 'Create your account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/password_reset', 'Forgot your password?'],
  ['/reset-password', 'Set a new password'],
  ['/auth/callback', 'Finishing sign-in'],
  ['/payment-status', 'Payment status'],
  ['/auth-debug', 'Auth debug'],
  ['/privacy', 'Privacy policy'],
];

const signedInPages: [path: string, heading: string][] = [
  ['/dashboard', 'Welcome back, Ada!'],
  ['/my-tasks', 'Productivity Dashboard'],
  ['/today', 'Today'],
  ['/upcoming', 'Upcoming'],
  // Room names are long random strings; anything else is sent back to /accountability.
  ['/video-call/Zm9jdXNfcm9vbV9uYW1lXzE', 'Video call'],
  ['/insights', 'Productivity Insights'],
  ['/accountability', 'Accountability'],
  ['/settings', 'Settings'],
  ['/subscription', 'Upgrade to Pro Plan'],
];

/** Pages load on their own, the first time slowly on a busy machine. */
const PAGE_LOAD = { timeout: 5000 };

async function expectOnePageHeading(name: string) {
  const heading = await screen.findByRole('heading', { level: 1, name }, PAGE_LOAD);
  expect(heading.closest('main')).not.toBeNull();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

describe('routes', () => {
  beforeEach(() => {
    resetAuthClientMock();
    vi.mocked(useAuth).mockReturnValue(signedOut);
    // The pages' API calls stay pending: these tests are about the route table.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(publicPages)('%s is a public page without the side bar', async (path, heading) => {
    renderRoutes(routes, path);

    await expectOnePageHeading(heading);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it.each(signedInPages)('%s shows its page beside the side bar', async (path, heading) => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    renderRoutes(routes, path);

    await expectOnePageHeading(heading);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('names the page in the document title', async () => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    renderRoutes(routes, '/dashboard');

    await waitFor(() => expect(document.title).toBe('Dashboard · Pomopal'), PAGE_LOAD);
  });

  it('sends signed-out visitors of a protected page to the login page', async () => {
    const { router } = renderRoutes(routes, '/my-tasks');

    await expectOnePageHeading('Sign in to Pomopal');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets anonymous visitors see /subscription with a prompt to log in or register', async () => {
    renderRoutes(routes, '/subscription');

    await expectOnePageHeading('Upgrade to Pro Plan');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(main).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows the 404 page with the side bar for an unknown path', async () => {
    renderRoutes(routes, '/nope/deeper');

    await expectOnePageHeading('404 - Page Not Found');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
