import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth-client.ts';
import { pending, signedIn, signedOut } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { type LocationFromState, ProtectedRoute } from './protected-route.tsx';

vi.mock('../../lib/auth-client.ts', () => ({ useAuth: vi.fn(), signOut: vi.fn() }));

function LoginProbe() {
  const location = useLocation();
  const state = location.state as LocationFromState | null;
  return <p>Login page, from {state?.from?.pathname ?? 'nowhere'}</p>;
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
  });

  it("shows 'Authenticating...' in a status region while the session loads", () => {
    vi.mocked(useAuth).mockReturnValue(pending);
    renderRoutes(routes, '/settings');

    expect(screen.getByRole('status')).toHaveTextContent('Authenticating...');
    expect(screen.queryByText('Private settings')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, replacing history and remembering where from', () => {
    vi.mocked(useAuth).mockReturnValue(signedOut);
    const { router } = renderRoutes(routes, '/settings?tab=profile');

    expect(screen.getByText('Login page, from /settings')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    const state = router.state.location.state as LocationFromState;
    expect(state.from?.search).toBe('?tab=profile');
  });

  it('shows the page to a signed-in user', () => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    renderRoutes(routes, '/settings');

    expect(screen.getByText('Private settings')).toBeInTheDocument();
    expect(screen.queryByText('Authenticating...')).not.toBeInTheDocument();
  });
});
