import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth, useSessionEnded } from '../../lib/auth-client.ts';
import { pending, signedIn, signedOut, unreachable } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ProtectedRoute } from './protected-route.tsx';

vi.mock('../../lib/auth-client.ts', () => ({
  useAuth: vi.fn(),
  useSessionEnded: vi.fn(),
  signOut: vi.fn(),
}));

function LoginProbe() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <p>
      Login page, next {params.get('next') ?? 'nowhere'}, reason {params.get('reason') ?? 'none'}
    </p>
  );
}

const routes = [
  { path: '/login', element: <LoginProbe /> },
  {
    element: <ProtectedRoute />,
    children: [{ path: '/settings', element: <p>Private settings</p> }],
  },
];

describe('ProtectedRoute', () => {
  beforeEach(() => {
    vi.mocked(useAuth).mockReset();
    vi.mocked(useSessionEnded).mockReset().mockReturnValue(false);
  });

  it("shows 'Authenticating...' in a status region while the session loads", () => {
    vi.mocked(useAuth).mockReturnValue(pending);
    renderRoutes(routes, '/settings');

    expect(screen.getByRole('status')).toHaveTextContent('Authenticating...');
    expect(screen.queryByText('Private settings')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, replacing history and naming the page to return to', () => {
    vi.mocked(useAuth).mockReturnValue(signedOut);
    const { router } = renderRoutes(routes, '/settings?tab=profile#sessions');

    expect(
      screen.getByText('Login page, next /settings?tab=profile#sessions, reason none'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says the server cannot be reached, rather than sending the person to sign in', async () => {
    const retry = vi.fn();
    vi.mocked(useAuth).mockReturnValue({ ...unreachable, retry });
    const { router } = renderRoutes(routes, '/settings');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Pomopal cannot reach its server' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are still signed in and nothing is lost/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says why when the session ended while the page was open', () => {
    vi.mocked(useAuth).mockReturnValue(signedOut);
    vi.mocked(useSessionEnded).mockReturnValue(true);
    renderRoutes(routes, '/settings');

    expect(
      screen.getByText('Login page, next /settings, reason session-ended'),
    ).toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    renderRoutes(routes, '/settings');

    expect(screen.getByText('Private settings')).toBeInTheDocument();
    expect(screen.queryByText('Authenticating...')).not.toBeInTheDocument();
  });
});
