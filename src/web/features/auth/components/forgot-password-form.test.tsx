import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient, resetAuthClientMock } from '../../../test/auth-client-mock.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

vi.mock('../../../lib/auth-client.ts', () => import('../../../test/auth-client-mock.ts'));

const button = () => screen.getByRole('button', { name: /Send reset link|Sending/ });

describe('ForgotPasswordForm', () => {
  beforeEach(() => {
    resetAuthClientMock();
  });

  it('keeps the button disabled while the e-mail is empty or blank', async () => {
    render(<ForgotPasswordForm />);
    expect(button()).toBeDisabled();

    await userEvent.type(screen.getByLabelText(/^Email/), '   ');
    expect(button()).toBeDisabled();

    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    expect(button()).toBeEnabled();
  });

  it('disables the button while the request is pending', async () => {
    vi.mocked(authClient.requestPasswordReset).mockReturnValue(new Promise(() => {}));
    render(<ForgotPasswordForm />);

    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com{Enter}');

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(authClient.requestPasswordReset).toHaveBeenCalledWith({
      email: 'ada@example.com',
      redirectTo: '/reset-password',
    });
  });

  it('confirms the mail, says to check the inbox once, and points at the spam folder', async () => {
    render(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com{Enter}');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Password reset email sent! Check your inbox.');
    expect(status).toHaveTextContent('No e-mail after a few minutes? Look in your spam folder.');
    expect(status.textContent?.match(/check your inbox/gi)).toHaveLength(1);
  });

  it('shows the server message, or the fallback, when the request is refused', async () => {
    vi.mocked(authClient.requestPasswordReset)
      .mockResolvedValueOnce({
        data: null,
        error: { status: 429, message: 'Too many attempts. Please wait a minute and try again.' },
      })
      .mockResolvedValueOnce({ data: null, error: { status: 400 } });
    render(<ForgotPasswordForm />);

    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );

    await userEvent.click(button());
    expect(await screen.findByText('Failed to send reset email.')).toBeInTheDocument();
  });

  it('reports a network failure', async () => {
    vi.mocked(authClient.requestPasswordReset).mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ForgotPasswordForm />);

    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com{Enter}');

    expect(
      await screen.findByText('An error occurred while sending reset email.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
  });
});
