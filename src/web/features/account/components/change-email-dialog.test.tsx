import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient, resetAuthClientMock } from '../../../test/auth-client-mock.ts';
import { installFakeTimers, restoreRealTimers } from '../../../test/fake-timers.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ChangeEmailDialog } from './change-email-dialog.tsx';

vi.mock('../../../lib/auth-client.ts', () => import('../../../test/auth-client-mock.ts'));

const SENT = 'Check your new email address to confirm the change.';
const SENT_DETAIL =
  'If that address already has a Pomopal account, the email there says so instead and nothing changes. We also told your current address about this request.';

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

  it('shows the current e-mail and refuses a blank, malformed or unchanged new one', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('ada@example.com');
    const field = within(dialog).getByLabelText('New email');

    for (const [typed, message] of [
      ['   ', 'Please enter a valid email address.'],
      ['ada.example.com', 'Please enter a valid email address.'],
      [' Ada@Example.com ', 'That is already your email address.'],
    ] as const) {
      await user.clear(field);
      await user.type(field, `${typed}{Enter}`);
      expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    }
    expect(authClient.changeEmail).not.toHaveBeenCalled();
  });

  it('sends the verification mail and closes 3 s later', async () => {
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('New email'), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send verification' }));

    expect(await within(dialog).findByText(SENT)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(SENT_DETAIL);
    expect(dialog).not.toHaveTextContent(/verify both/i);
    expect(authClient.changeEmail).toHaveBeenCalledWith({
      newEmail: 'new@example.com',
      callbackURL: '/login?type=email_change',
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('words a refused address for people, shows other refusals, or the fallback', async () => {
    vi.mocked(authClient.changeEmail)
      .mockResolvedValueOnce({
        data: null,
        error: { status: 400, code: 'request.invalid', message: 'newEmail: Invalid email address' },
      })
      .mockResolvedValueOnce({
        data: null,
        error: {
          status: 429,
          code: 'auth.rate_limited',
          message: 'Too many attempts. Please wait 7 minutes and try again.',
        },
      })
      .mockResolvedValueOnce({ data: null, error: { status: 500 } });
    const dialog = await openDialog();

    await user.type(within(dialog).getByLabelText('New email'), 'new@example.com{Enter}');
    const alert = within(dialog).getByRole('alert');
    expect(await within(alert).findByText('Please enter a valid email address.')).toBeVisible();
    expect(dialog).not.toHaveTextContent('newEmail');

    await user.click(within(dialog).getByRole('button', { name: 'Send verification' }));
    expect(
      await within(dialog).findByText('Too many attempts. Please wait 7 minutes and try again.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send verification' }));
    expect(await within(dialog).findByText('Failed to change email.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New email')).toHaveValue('new@example.com');
  });
});
