import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient, resetAuthClientMock } from '../../../test/auth-client-mock.ts';
import { installFakeTimers, restoreRealTimers } from '../../../test/fake-timers.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ResetPasswordPanel } from './reset-password-panel.tsx';

vi.mock('../../../lib/auth-client.ts', () => import('../../../test/auth-client-mock.ts'));

function renderPanel(token: string | null, error: string | null = null) {
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPanel token={token} error={error} /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/forgot-password', element: <p>Forgot page</p> },
    ],
    '/reset-password',
  );
}

const INVALID = 'Invalid or expired reset link. Please request a new password reset.';

describe('ResetPasswordPanel', () => {
  let user: ReturnType<typeof installFakeTimers>;

  beforeEach(() => {
    resetAuthClientMock();
    user = installFakeTimers();
  });

  afterEach(() => {
    restoreRealTimers();
    vi.unstubAllGlobals();
  });

  it('checks the link first, then shows the form for a valid one', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/password-reset') ? jsonResponse(200, { valid: true }) : undefined,
    );
    renderPanel('tok-1');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link...');
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/password-reset?token=tok-1');
  });

  it.each([
    ['a refused token', 'tok', null, { valid: false }],
    ['an error parameter', 'tok', 'INVALID_TOKEN', { valid: true }],
    ['no token', null, null, { valid: true }],
  ])(
    'shows the invalid-link error for %s, with a link to ask again',
    async (_, token, error, answer) => {
      stubFetch(() => jsonResponse(200, answer));
      renderPanel(token, error);

      expect(await screen.findByText(INVALID)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
    },
  );

  it('requires both fields, then checks they match and are long enough', async () => {
    stubFetch(() => jsonResponse(200, { valid: true }));
    renderPanel('tok-1');
    const submit = await screen.findByRole('button', { name: 'Update password' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText(/^New password/), 'abcde');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Confirm new password/), 'abcdX{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'abcde');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
    expect(authClient.resetPassword).not.toHaveBeenCalled();
  });

  it('sets the password, says so and opens /login after 2 s', async () => {
    stubFetch(() => jsonResponse(200, { valid: true }));
    const { router } = renderPanel('tok-1');

    await user.type(await screen.findByLabelText(/^New password/), 'new-secret');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-secret{Enter}');

    expect(
      await screen.findByText('Password updated successfully! You will be redirected to login.'),
    ).toBeInTheDocument();
    expect(authClient.resetPassword).toHaveBeenCalledWith({
      newPassword: 'new-secret',
      token: 'tok-1',
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(router.state.location.pathname).toBe('/reset-password');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the server message or the fallback when the update fails', async () => {
    stubFetch(() => jsonResponse(200, { valid: true }));
    vi.mocked(authClient.resetPassword)
      .mockResolvedValueOnce({ data: null, error: { status: 400, message: 'Invalid token' } })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPanel('tok-1');

    await user.type(await screen.findByLabelText(/^New password/), 'new-secret');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-secret{Enter}');
    expect(await screen.findByText('Invalid token')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(
      await screen.findByText('An error occurred while updating your password.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('new-secret');
  });
});
