import { describe, expect, it } from 'vitest';
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
    expect(loginErrorText({ status: 401, message: 'Invalid email or password' })).toBe(
      'Invalid email or password',
    );
    expect(loginErrorText({ status: 0 })).toBe('Login failed.');
  });

  it('maps server failures on sign-up to the temporary-unavailable text', () => {
    expect(signupErrorText({ status: 500, message: 'Internal Server Error' })).toBe(
      authMessages.signupUnavailable,
    );
    expect(signupErrorText({ status: 0 })).toBe(authMessages.signupUnavailable);
    expect(signupErrorText({ status: 400, message: 'AuthApiError: nope' })).toBe(
      authMessages.signupUnavailable,
    );
    expect(signupErrorText({ status: 422, message: 'User already exists' })).toBe(
      'User already exists',
    );
    expect(signupErrorText({ status: 400 })).toBe('Signup failed.');
  });

  it('shows the rate-limit message as the server words it', () => {
    const message = 'Too many attempts. Please wait a minute and try again.';
    expect(loginErrorText({ status: 429, message })).toBe(message);
    expect(signupErrorText({ status: 429, message })).toBe(message);
    expect(forgotPasswordErrorText({ status: 429, message })).toBe(message);
  });

  it('maps broken-account failures of social sign-in to the reset text', () => {
    expect(socialErrorText({ status: 502 })).toBe(authMessages.accountNeedsReset);
    expect(socialErrorText({ status: 400, message: 'sql: Scan error on column' })).toBe(
      authMessages.accountNeedsReset,
    );
    expect(socialErrorText({ status: 404, message: 'Provider not found' })).toBe(
      'Provider not found',
    );
  });

  it('tells a network error from a refused reset request', () => {
    expect(forgotPasswordErrorText({ status: 0 })).toBe(
      'An error occurred while sending reset email.',
    );
    expect(forgotPasswordErrorText({ status: 400 })).toBe('Failed to send reset email.');
    expect(resetPasswordErrorText({ status: 400, message: 'Invalid token' })).toBe('Invalid token');
    expect(resetPasswordErrorText({ status: 0 })).toBe(
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
