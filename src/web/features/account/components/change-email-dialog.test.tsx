import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '../../../lib/auth-client.ts';
import { resetAuthClientMock } from '../../../test/auth-client-mock.ts';
import { installFakeTimers, restoreRealTimers } from '../../../test/fake-timers.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ChangeEmailDialog } from './change-email-dialog.tsx';

vi.mock('../../../lib/auth-client.ts', () => import('../../../test/auth-client-mock.ts'));

const SENT = 'Verification email sent to your new email address. Please verify both emails.';

describe('ChangeEmailDialog', () => {
  let user: ReturnType<typeof installFakeTimers>;

  beforeEach(() => {
    resetAuthClientMock();
    user = installFakeTimers();
    renderRoutes(
      [{ path: '/settings', element: <ChangeEmailDialog currentEmail="ada@example.com" /> }],
      '/settings',
    );
  });

  afterEach(() => {
    restoreRealTimers();
  });

  async function openDialog() {
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    return screen.getByRole('dialog', { name: 'Change Email' });
  }

  it('shows the current e-mail and refuses a blank new one', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('ada@example.com');

    await user.type(within(dialog).getByLabelText('New email'), '   {Enter}');

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    expect(authClient.changeEmail).not.toHaveBeenCalled();
  });

  it('sends the verification mail and closes 3 s later', async () => {
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('New email'), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send verification' }));

    expect(await within(dialog).findByText(SENT)).toBeInTheDocument();
    expect(authClient.changeEmail).toHaveBeenCalledWith({
      newEmail: 'new@example.com',
      callbackURL: '/login?type=email_change',
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server message, or the fallback, and keeps the dialog open', async () => {
    vi.mocked(authClient.changeEmail)
      .mockResolvedValueOnce({ data: null, error: { status: 400, message: 'Email is the same' } })
      .mockResolvedValueOnce({ data: null, error: { status: 500 } });
    const dialog = await openDialog();

    await user.type(within(dialog).getByLabelText('New email'), 'ada@example.com{Enter}');
    expect(await within(dialog).findByText('Email is the same')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send verification' }));
    expect(await within(dialog).findByText('Failed to change email.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New email')).toHaveValue('ada@example.com');
  });
});
