// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_CODE } from '../../lib/api-client.ts';
import {
  describeAuthError,
  forgotPasswordErrorText,
  loginErrorText,
  resetPasswordErrorText,
  signupErrorText,
  socialErrorText,
} from './errors.ts';
import { authMessages } from './messages.ts';

describe('auth error texts', () => {
  it('shows the server message on login, or the fallback', () => {
    expect(
      loginErrorText({
        code: 'auth.invalid_email_or_password',
        message: 'Invalid email or password',
      }),
    ).toBe('Invalid email or password');
    expect(loginErrorText({ code: NETWORK_ERROR_CODE })).toBe('Login failed.');
  });

  it('tells an owner locked out by others that a right password brings a sign-in link', () => {
    expect(
      loginErrorText({ code: 'auth.sign_in_link_offered', message: 'Words the server chose.' }),
    ).toBe(authMessages.signInLinkOffered);
    expect(authMessages.signInLinkOffered).toMatch(/e-mailed you a link that signs you in/);
  });

  it('maps server failures on sign-up to the temporary-unavailable text', () => {
    expect(signupErrorText({ code: 'server.internal', message: 'Internal Server Error' })).toBe(
      authMessages.signupUnavailable,
    );
    expect(signupErrorText({ code: NETWORK_ERROR_CODE })).toBe(authMessages.signupUnavailable);
    expect(signupErrorText({ code: 'request.invalid', message: 'AuthApiError: nope' })).toBe(
      authMessages.signupUnavailable,
    );
    expect(
      signupErrorText({ code: 'auth.user_already_exists', message: 'User already exists' }),
    ).toBe('User already exists');
    expect(signupErrorText({ code: 'request.invalid' })).toBe('Signup failed.');
  });

  it('shows the rate-limit message as the server words it', () => {
    const message = 'Too many attempts. Please wait a minute and try again.';
    expect(loginErrorText({ code: 'auth.rate_limited', message })).toBe(message);
    expect(signupErrorText({ code: 'auth.rate_limited', message })).toBe(message);
    expect(forgotPasswordErrorText({ code: 'auth.rate_limited', message })).toBe(message);
  });

  it('maps broken-account failures of social sign-in to the reset text', () => {
    expect(socialErrorText({ code: 'server.unavailable' })).toBe(authMessages.accountNeedsReset);
    expect(socialErrorText({ code: 'request.invalid', message: 'sql: Scan error on column' })).toBe(
      authMessages.accountNeedsReset,
    );
    expect(
      socialErrorText({ code: 'auth.provider_not_found', message: 'Provider not found' }),
    ).toBe('Provider not found');
  });

  it('tells a network error from a refused reset request', () => {
    expect(forgotPasswordErrorText({ code: NETWORK_ERROR_CODE })).toBe(
      'An error occurred while sending reset email.',
    );
    expect(forgotPasswordErrorText({ code: 'request.invalid' })).toBe(
      'Failed to send reset email.',
    );
    expect(resetPasswordErrorText({ code: 'auth.invalid_token', message: 'Invalid token' })).toBe(
      'Invalid token',
    );
    expect(resetPasswordErrorText({ code: NETWORK_ERROR_CODE })).toBe(
      'An error occurred while updating your password.',
    );
  });

  it('turns error codes from URLs into sentences', () => {
    expect(describeAuthError('state_mismatch')).toBe('State mismatch.');
    expect(describeAuthError('INVALID_TOKEN')).toBe(
      'This link is invalid or has expired. Please request a new one.',
    );
    expect(describeAuthError('The user denied access')).toBe('The user denied access');
    expect(describeAuthError('missing confirmation_token')).toBe(authMessages.accountNeedsReset);
  });
});
