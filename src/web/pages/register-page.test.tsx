import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSignedIn, loadSession } from '../lib/auth-client.ts';
import { authClient, resetAuthClientMock } from '../test/auth-client-mock.ts';
import { installFakeTimers, restoreRealTimers } from '../test/fake-timers.ts';
import { jsonResponse, publicConfig, stubFetch } from '../test/fetch-mock.ts';
import { makeSession } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { RegisterPage } from './register-page.tsx';

vi.mock('../lib/auth-client.ts', () => import('../test/auth-client-mock.ts'));

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/dashboard', element: <p>Dashboard page</p> },
  { path: '/login', element: <p>Login page</p> },
  { path: '/my-tasks', element: <p>Tasks page</p> },
];

function setup() {
  const user = installFakeTimers();
  const view = renderRoutes(routes, '/register');
  async function register() {
    await user.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }
  return { ...view, user, register };
}

describe('RegisterPage', () => {
  beforeEach(() => {
    resetAuthClientMock();
    stubFetch((url) =>
      url === '/api/config' ? jsonResponse(200, publicConfig(false, false)) : undefined,
    );
  });

  afterEach(() => {
    restoreRealTimers();
    vi.unstubAllGlobals();
  });

  it('signs up, finds the automatic login worked, and opens the dashboard after 2 s', async () => {
    vi.mocked(loadSession).mockResolvedValue(makeSession());
    const { register, router } = setup();

    await register();

    expect(await screen.findByText(/^Welcome! You are now logged in\./)).toHaveTextContent(
      'Welcome! You are now logged in. We sent a confirmation link to your e-mail address.',
    );
    expect(authClient.signUp.email).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret-pw',
      callbackURL: '/login?type=signup',
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(router.state.location.pathname).toBe('/register');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('asks to log in, and opens /login after 2 s, when no session came with the account', async () => {
    vi.mocked(loadSession).mockResolvedValue(null);
    const { register, router } = setup();

    await register();

    expect(
      await screen.findByText('Account created successfully! Please login to continue.'),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(router.state.location.pathname).toBe('/register');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('maps a server failure to the temporary-unavailable text and keeps the input', async () => {
    vi.mocked(authClient.signUp.email).mockResolvedValue({
      data: null,
      error: { status: 500, message: 'Internal Server Error' },
    });
    const { register } = setup();

    await register();

    expect(
      await screen.findByText(
        'Account creation temporarily unavailable. Please try again or use Google sign-in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it("shows the server's message for a refused sign-up, else 'Signup failed.'", async () => {
    vi.mocked(authClient.signUp.email)
      .mockResolvedValueOnce({ data: null, error: { status: 422, message: 'User already exists' } })
      .mockResolvedValueOnce({ data: null, error: { status: 400 } });
    const { register, user } = setup();

    await register();
    expect(await screen.findByText('User already exists')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Signup failed.')).toBeInTheDocument();
  });

  it('refuses a full name of spaces only at the field, without asking the server', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Full name/), '   ');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // The rules are checked once they have loaded, which they do beside the form.
    await waitFor(() =>
      expect(screen.getByLabelText(/^Full name/)).toHaveAccessibleDescription(
        'Please enter your name.',
      ),
    );
    expect(authClient.signUp.email).not.toHaveBeenCalled();
  });

  it('lets the person pick a username, suggested from the e-mail, under the shared rule', async () => {
    vi.mocked(authClient.signUp.email)
      .mockResolvedValueOnce({
        data: null,
        error: {
          status: 409,
          code: 'account.username_taken',
          message: 'That username is taken. Please choose another.',
        },
      })
      .mockResolvedValueOnce({ data: { token: null, user: {} }, error: null });
    const { user } = setup();
    const username = screen.getByLabelText(/^Username/);
    await user.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Email/), 'Ada.King+work@example.com');
    expect(username).toHaveAttribute('placeholder', 'ada.king-work');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pw');

    await user.type(username, 'ada king');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(/Use 3 to 30 letters or digits/),
    );
    expect(authClient.signUp.email).not.toHaveBeenCalled();

    await user.clear(username);
    await user.type(username, 'Ada.K');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('That username is taken. Please choose another.'),
    ).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(authClient.signUp.email).toHaveBeenLastCalledWith(
      expect.objectContaining({ username: 'ada.k', email: 'Ada.King+work@example.com' }),
    );

    await user.clear(username);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Account created successfully! Please login to continue.');
    expect(vi.mocked(authClient.signUp.email).mock.lastCall?.[0]).not.toHaveProperty('username');
  });

  it('sends an already signed-in visitor to /my-tasks', async () => {
    vi.mocked(isSignedIn).mockResolvedValue(true);
    const { router } = setup();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-tasks'));
  });
});
