import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceSession } from '../../../../shared/account.schemas.ts';
import { signOut } from '../../../lib/auth-client.ts';
import { resetAuthClientMock } from '../../../test/auth-client-mock.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SessionsSection } from './sessions-section.tsx';

vi.mock('../../../lib/auth-client.ts', () => import('../../../test/auth-client-mock.ts'));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const device = (id: string, overrides: Partial<DeviceSession>): DeviceSession => ({
  id,
  createdAt: minutesAgo(600),
  lastActiveAt: minutesAgo(1),
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  ipAddress: '203.0.113.7',
  userAgent: null,
  current: false,
  ...overrides,
});

const here = device('s-here', {
  current: true,
  lastActiveAt: minutesAgo(30),
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
});
const phone = device('s-phone', {
  lastActiveAt: minutesAgo(5),
  ipAddress: '198.51.100.2',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
});

function renderSection() {
  return renderRoutes(
    [
      { path: '/settings', element: <SessionsSection /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/settings',
  );
}

describe('SessionsSection', () => {
  let sessions: DeviceSession[];

  beforeEach(() => {
    resetAuthClientMock();
    sessions = [phone, here];
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubSessionsApi() {
    return stubFetch((url, init) => {
      if (url === '/api/me/sessions') return jsonResponse(200, sessions);
      if (url === '/api/me/sessions/s-phone' && init?.method === 'DELETE') {
        sessions = sessions.filter((session) => session.id !== 's-phone');
        return jsonResponse(204);
      }
      return undefined;
    });
  }

  it('lists each device readably, this one first', async () => {
    stubSessionsApi();
    renderSection();

    const items = within(
      await screen.findByRole('list', { name: 'Signed-in devices' }),
    ).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome 126 on macOS');
    expect(items[0]).toHaveTextContent('This device');
    // In use right now, whatever the server last recorded.
    expect(items[0]).toHaveTextContent('Active now');
    expect(items[0]).not.toHaveTextContent('Last active');
    expect(items[1]).toHaveTextContent('Safari 17 on iOS');
    expect(items[1]).toHaveTextContent('198.51.100.2');
    expect(items[1]).toHaveTextContent('Last active 5 minutes ago');
    expect(items[1]).not.toHaveTextContent('This device');
  });

  it('signs out another device and reloads the list', async () => {
    const fetchMock = stubSessionsApi();
    renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Safari 17 on iOS' }));

    expect(await screen.findByText('The device was signed out.')).toBeInTheDocument();
    expect(screen.queryByText('Safari 17 on iOS')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/sessions/s-phone',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(signOut).not.toHaveBeenCalled();
  });

  it('signs this device out and goes to /login', async () => {
    stubSessionsApi();
    const { router } = renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out this device' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/login');
  });
});
