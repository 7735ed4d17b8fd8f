import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth-client.ts';
import { connectSocket, disconnectSocket } from '../../lib/socket.ts';
import { SIDEBAR_COLLAPSED_KEY } from '../../lib/use-sidebar-collapsed.ts';
import { signedIn, signedOut } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AppLayout } from './app-layout.tsx';

vi.mock('../../lib/auth-client.ts', () => ({ useAuth: vi.fn(), signOut: vi.fn() }));
vi.mock('../../lib/socket.ts', () => ({
  socket: { on: vi.fn(), off: vi.fn() },
  connectSocket: vi.fn(),
  disconnectSocket: vi.fn(),
}));

const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/my-tasks', element: <h1>Productivity Dashboard</h1> },
    ],
  },
];

describe('AppLayout', () => {
  beforeEach(() => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    vi.mocked(connectSocket).mockReset();
    vi.mocked(disconnectSocket).mockReset();
  });

  it('puts the page in the main landmark beside the side bar', () => {
    renderRoutes(routes, '/dashboard');

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Side bar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('collapses the desktop side bar and remembers it', async () => {
    const { unmount } = renderRoutes(routes, '/dashboard');
    const toggle = screen.getByRole('button', { name: 'Collapse side bar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(toggle);

    expect(screen.getByRole('button', { name: 'Expand side bar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    unmount();

    renderRoutes(routes, '/dashboard');
    expect(screen.getByRole('button', { name: 'Expand side bar' })).toBeInTheDocument();
  });

  it('opens the mobile menu as a dialog that Escape closes', async () => {
    renderRoutes(routes, '/dashboard');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'My Tasks' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes the mobile menu when a link navigates', async () => {
    const { router } = renderRoutes(routes, '/dashboard');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'My Tasks' }));

    expect(router.state.location.pathname).toBe('/my-tasks');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('connects the realtime socket for a signed-in user and drops it on leave', () => {
    const { unmount } = renderRoutes(routes, '/dashboard');
    expect(connectSocket).toHaveBeenCalledOnce();

    unmount();
    expect(disconnectSocket).toHaveBeenCalledOnce();
  });

  it('does not connect the socket for a signed-out visitor', () => {
    vi.mocked(useAuth).mockReturnValue(signedOut);
    renderRoutes(routes, '/dashboard');

    expect(connectSocket).not.toHaveBeenCalled();
  });
});
