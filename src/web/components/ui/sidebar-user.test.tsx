import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../lib/auth-client.ts';
import { registerSignOutGuard, type SignOutGuard } from '../../lib/sign-out-guard.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-mock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { SidebarUser } from './sidebar-user.tsx';

vi.mock('../../lib/auth-client.ts', () => ({ signOut: vi.fn() }));

function renderUser(user = makeUser()) {
  return renderRoutes(
    [
      { path: '/my-tasks', element: <SidebarUser user={user} /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/my-tasks',
  );
}

describe('SidebarUser', () => {
  let unregister: (() => void) | undefined;
  const stopSession = vi.fn<SignOutGuard['stopSession']>();

  function runningTimer(taskTitle: string | null) {
    unregister = registerSignOutGuard({
      runningSession: () => ({ taskTitle }),
      stopSession,
      forget: vi.fn(),
    });
  }

  beforeEach(() => {
    vi.mocked(signOut).mockReset().mockResolvedValue();
    stopSession.mockReset().mockResolvedValue(true);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    unregister?.();
    unregister = undefined;
  });

  it('asks before logging out during a focus session, and Cancel keeps the user in', async () => {
    runningTimer('Write the report');
    const { router } = renderUser();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    const dialog = screen.getByRole('dialog', { name: 'Log out during a focus session?' });
    expect(dialog).toHaveTextContent('Your focus session on “Write the report” is still running.');
    expect(signOut).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
    expect(stopSession).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/my-tasks');
  });

  it('stops the session first, then logs out', async () => {
    runningTimer('Write the report');
    const { router } = renderUser();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop session and log out' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(stopSession).toHaveBeenCalledOnce();
    expect(stopSession.mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(signOut).mock.invocationCallOrder[0] ?? 0,
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('logs out and leaves the session running when asked to keep it', async () => {
    runningTimer(null);
    renderUser();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Your focus session on a task');
    await userEvent.click(screen.getByRole('button', { name: 'Keep running and log out' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledOnce();
    expect(stopSession).not.toHaveBeenCalled();
  });

  it('stays signed in, the question still open, when the session could not be stopped', async () => {
    runningTimer('Write the report');
    stopSession.mockResolvedValue(false);
    renderUser();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop session and log out' }));

    expect(stopSession).toHaveBeenCalledOnce();
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Stop session and log out' })).toBeEnabled();
  });

  it('logs out at once when no focus session is on', async () => {
    unregister = registerSignOutGuard({
      runningSession: () => null,
      stopSession,
      forget: vi.fn(),
    });
    renderUser();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the first name in full, with the whole label in a tooltip', () => {
    const firstName = 'Maximilianaugustinekatharina';
    renderUser(makeUser({ username: 'max.k', firstName }));

    const label = screen.getByText(`max.k (${firstName})`);
    expect(label).toHaveAttribute('title', `max.k (${firstName})`);
    // Wrapped rather than cut off on one line.
    expect(label).not.toHaveClass('truncate');
    expect(label).toHaveClass('line-clamp-3');
  });

  it('shows a Pro badge once the server says the plan is Pro', async () => {
    const subscription = {
      plan: 'pro_monthly',
      planDisplay: 'Pro Monthly',
      isActive: true,
      isPro: true,
      currentPeriodEnd: '2031-06-05T12:00:00.000Z',
      provider: 'stripe',
      cancelAtPeriodEnd: false,
    };
    stubFetch((url) => (url === '/api/subscription' ? jsonResponse(200, subscription) : undefined));
    renderUser();
    // Fails closed: nothing while the plan loads.
    expect(screen.queryByText('Pro')).toBeNull();
    expect(await screen.findByText('Pro')).toBeVisible();
  });
});
