import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSignedIn, loadSession } from '../lib/auth-client.ts';
import { authClient, resetAuthClientMock } from '../test/auth-client-mock.ts';
import { jsonResponse, publicConfig, stubFetch } from '../test/fetch-mock.ts';
import { makeSession } from '../test/fixtures.ts';
import { LocationProbe } from '../test/location-probe.tsx';
import { renderRoutes } from '../test/render.tsx';
import { LoginPage } from './login-page.tsx';

vi.mock('../lib/auth-client.ts', () => import('../test/auth-client-mock.ts'));

const routes = [
  { path: '/', element: <LoginPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/my-tasks', element: <LocationProbe name="Tasks" /> },
  { path: '/settings', element: <LocationProbe name="Settings" /> },
  { path: '/reset-password', element: <LocationProbe name="Reset" /> },
];

async function signIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/^Email/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    resetAuthClientMock();
    stubFetch((url) =>
      url === '/api/config' ? jsonResponse(200, publicConfig(false, false)) : undefined,
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signs in and returns to the page the guard came from', async () => {
    vi.mocked(loadSession).mockResolvedValue(makeSession());
    const { router } = renderRoutes(routes, '/login?next=%2Fsettings%3Ftab%3Dprofile');

    await signIn('ada@example.com', 'secret-pw');

    await screen.findByText('Settings page?tab=profile');
    expect(authClient.signIn.email).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret-pw',
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to /my-tasks when there is nowhere to return to', async () => {
    renderRoutes(routes, '/login');
    await signIn('ada@example.com', 'secret-pw');
    expect(await screen.findByText('Tasks page')).toBeInTheDocument();
  });

  it.each([
    '//evil.example/settings',
    'https://evil.example/settings',
    '/\\evil.example/settings',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login?next=%2Fsettings',
  ])('never follows a next parameter %s off this site or back to sign-in', async (next) => {
    const { router } = renderRoutes(routes, `/login?${new URLSearchParams({ next })}`);
    await signIn('ada@example.com', 'secret-pw');
    expect(await screen.findByText('Tasks page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-tasks');
  });

  it('says the session ended when the guard sent the user back after it did', async () => {
    renderRoutes(routes, '/login?next=%2Fsettings&reason=session-ended');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
    await signIn('ada@example.com', 'secret-pw');
    expect(await screen.findByText('Settings page')).toBeInTheDocument();
  });

  it('says the account is being deleted when its deletion sent the user here', async () => {
    renderRoutes(routes, '/login?reason=account-deleted');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account is being deleted. A confirmation e-mail is on its way.',
    );
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
  });

  it('says nothing for a reason it does not know', async () => {
    renderRoutes(routes, '/login?reason=toString');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says nothing of an ended session to a visitor who simply signs in', async () => {
    renderRoutes(routes, '/login?next=%2Fsettings');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
  });

  it('keeps the input and announces the server message when sign-in fails', async () => {
    vi.mocked(authClient.signIn.email).mockResolvedValue({
      data: null,
      error: { status: 401, message: 'Invalid email or password' },
    });
    renderRoutes(routes, '/login');

    await signIn('ada@example.com', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("falls back to 'Login failed.' and shows the rate-limit message", async () => {
    vi.mocked(authClient.signIn.email).mockResolvedValueOnce({
      data: null,
      error: { status: 400 },
    });
    renderRoutes(routes, '/login');
    await signIn('ada@example.com', 'pw');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed.');

    const message = 'Too many attempts. Please wait a minute and try again.';
    vi.mocked(authClient.signIn.email).mockResolvedValueOnce({
      data: null,
      error: { status: 429, message },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  });

  it('shows busy text and disables the button while signing in', async () => {
    vi.mocked(authClient.signIn.email).mockReturnValue(new Promise(() => {}));
    renderRoutes(routes, '/login');
    await signIn('ada@example.com', 'pw');
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('sends an already signed-in visitor to /my-tasks', async () => {
    vi.mocked(isSignedIn).mockResolvedValue(true);
    renderRoutes(routes, '/login');
    expect(await screen.findByText('Tasks page')).toBeInTheDocument();
  });

  it('shows a social button only for a configured provider', async () => {
    stubFetch((url) =>
      url === '/api/config' ? jsonResponse(200, publicConfig(true, false)) : undefined,
    );
    renderRoutes(routes, '/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(
      screen.queryByRole('button', { name: 'Continue with single sign-on' }),
    ).not.toBeInTheDocument();
    // The sign-in starts once the device is cleared, which loads code of its own first.
    await waitFor(() =>
      expect(authClient.signIn.social).toHaveBeenCalledWith({
        provider: 'google',
        callbackURL: '/auth/callback',
        errorCallbackURL: '/auth/callback',
        newUserCallbackURL: '/auth/callback',
      }),
    );
    // Whoever was signed in on this browser is signed out before the provider is asked.
    const [signedOutAt] = vi.mocked(authClient.signOut).mock.invocationCallOrder;
    const [socialAt] = vi.mocked(authClient.signIn.social).mock.invocationCallOrder;
    expect(signedOutAt).toBeLessThan(socialAt ?? 0);
  });

  it('links to sign-up, the reset page and the privacy policy', () => {
    renderRoutes(routes, '/login');
    const main = document.body;
    expect(within(main).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(main).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(within(main).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

describe('URL redirect handling on / and /login', () => {
  beforeEach(() => {
    resetAuthClientMock();
    stubFetch((url) =>
      url === '/api/config' ? jsonResponse(200, publicConfig(false, false)) : undefined,
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the bare root to /login', () => {
    const { router } = renderRoutes(routes, '/');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to Pomopal');
  });

  it('turns an error into /login?error={description} and shows it', () => {
    const { router } = renderRoutes(
      routes,
      '/?error=access_denied&error_description=Denied+by+you',
    );
    expect(router.state.location.search).toBe('?error=Denied+by+you');
    expect(screen.getByText('Denied by you').closest('[role="alert"]')).not.toBeNull();
  });

  it('sends a recovery link to /reset-password with its token', () => {
    renderRoutes(routes, '/?type=recovery&token=abc');
    expect(screen.getByText('Reset page?token=abc')).toBeInTheDocument();
  });

  it.each(['signup', 'email_change'])('confirms %s on /login', (type) => {
    const { router } = renderRoutes(routes, `/?type=${type}`);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Email confirmed successfully');
  });
});
