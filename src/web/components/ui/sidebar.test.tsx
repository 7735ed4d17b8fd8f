import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut, useAuth } from '../../lib/auth-client.ts';
import { pending, signedIn, signedOut } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { Sidebar } from './sidebar.tsx';

vi.mock('../../lib/auth-client.ts', () => ({ useAuth: vi.fn(), signOut: vi.fn() }));

function renderSidebarAt(path: string) {
  return renderRoutes([{ path: '*', element: <Sidebar /> }], path);
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('Sidebar', () => {
  beforeEach(() => {
    vi.mocked(useAuth).mockReset();
    vi.mocked(signOut).mockReset();
  });

  it('offers Login and Register to signed-out visitors', () => {
    vi.mocked(useAuth).mockReturnValue(signedOut);
    renderSidebarAt('/subscription');

    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/login', '/register']);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('hides the Login link on /login and the Register link on /register', () => {
    vi.mocked(useAuth).mockReturnValue(signedOut);
    const { unmount } = renderSidebarAt('/login');
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    unmount();

    renderSidebarAt('/register');
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows no links until the auth state is known', () => {
    vi.mocked(useAuth).mockReturnValue(pending);
    renderSidebarAt('/subscription');

    expect(within(mainNav()).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the eight entries, marks the current one and names the user', () => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    renderSidebarAt('/insights');

    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/today',
      '/upcoming',
      '/my-tasks',
      '/insights',
      '/accountability',
      '/subscription',
      '/settings',
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByText('ada (Ada)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows just the username when there is no first name', () => {
    vi.mocked(useAuth).mockReturnValue(signedIn({ firstName: null }));
    renderSidebarAt('/dashboard');

    expect(screen.getByText('ada')).toBeInTheDocument();
    expect(screen.queryByText(/\(/)).not.toBeInTheDocument();
  });

  it('signs out and returns to /login on Logout', async () => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    vi.mocked(signOut).mockResolvedValue();
    const { router, queryClient } = renderSidebarAt('/settings');
    queryClient.setQueryData(['tasks'], ['private']);

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(queryClient.getQueryData(['tasks'])).toBeUndefined();
  });

  it('stays put and reports the failure when signing out fails', async () => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    vi.mocked(signOut).mockRejectedValue(new Error('offline'));
    const { router } = renderSidebarAt('/settings');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Could not log out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('keeps accessible names in the collapsed icon rail', () => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    renderRoutes([{ path: '*', element: <Sidebar collapsed /> }], '/dashboard');

    expect(within(mainNav()).getByRole('link', { name: 'My Tasks' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("shows a rail item's name as a tooltip on hover and on keyboard focus", async () => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    renderRoutes([{ path: '*', element: <Sidebar collapsed /> }], '/dashboard');
    const user = userEvent.setup();
    const insights = within(mainNav()).getByRole('link', { name: 'Insights' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(insights);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Insights');
    await user.unhover(insights);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // Keyboard focus shows it too, Escape puts it away, and the name is still read once.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Logout');
  });
});
