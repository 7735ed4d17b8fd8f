import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../../../lib/auth-client.ts';
import { apiError } from '../../../test/api-errors.ts';
import { resetAuthClientMock } from '../../../test/auth-client-mock.ts';
import { installFakeTimers, restoreRealTimers } from '../../../test/fake-timers.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AuthCallbackStatus } from './auth-callback-status.tsx';

vi.mock('../../../lib/auth-client.ts', () => import('../../../test/auth-client-mock.ts'));

function renderCallback(error: string | null = null) {
  return renderRoutes(
    [
      { path: '/auth/callback', element: <AuthCallbackStatus error={error} /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/my-tasks', element: <p>Tasks page</p> },
    ],
    '/auth/callback',
  );
}

const FAILED = 'Authentication failed. Redirecting to login...';

describe('AuthCallbackStatus', () => {
  beforeEach(() => {
    resetAuthClientMock();
    installFakeTimers();
  });

  afterEach(() => {
    restoreRealTimers();
  });

  it('shows loading, then success, and opens /my-tasks after 1.5 s', async () => {
    let resolve: (value: ReturnType<typeof makeSession>) => void = () => {};
    vi.mocked(loadSession).mockReturnValue(new Promise((done) => (resolve = done)));
    const { router } = renderCallback();

    expect(screen.getByRole('status')).toHaveTextContent('Completing sign-in...');
    await act(async () => resolve(makeSession()));

    expect(screen.getByRole('status')).toHaveTextContent(
      'Login successful! Redirecting to tasks...',
    );
    act(() => vi.advanceTimersByTime(1499));
    expect(router.state.location.pathname).toBe('/auth/callback');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/my-tasks');
  });

  it('fails without a session and opens /login after 2 s', async () => {
    vi.mocked(loadSession).mockResolvedValue(null);
    const { router } = renderCallback();

    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.getByText('No authentication data found...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(router.state.location.pathname).toBe('/auth/callback');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('fails at once on an error parameter, without asking for the session', () => {
    renderCallback('state_mismatch');

    expect(screen.getByText(FAILED)).toBeInTheDocument();
    expect(screen.getByText('Authentication error...')).toBeInTheDocument();
    expect(screen.getByText('State mismatch.')).toBeInTheDocument();
    expect(loadSession).not.toHaveBeenCalled();
  });

  it('asks for an account reset on database-looking errors and on server failures', async () => {
    const reset = 'Your account needs to be reset. Please contact support or try again later.';
    const { unmount } = renderCallback('Error scanning confirmation_token');
    expect(screen.getByText(reset)).toBeInTheDocument();
    unmount();

    vi.mocked(loadSession).mockRejectedValue(apiError('server.internal', 'Internal Server Error'));
    renderCallback();
    expect(await screen.findByText(reset)).toBeInTheDocument();
  });

  it('reports a session check that could not run', async () => {
    vi.mocked(loadSession).mockRejectedValue(new TypeError('Failed to fetch'));
    renderCallback();
    expect(await screen.findByText('Session setup failed...')).toBeInTheDocument();
  });
});
