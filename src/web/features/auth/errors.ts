import {
  type ApiErrorCode,
  isServerFailureCode,
  NETWORK_ERROR_CODE,
} from '../../lib/api-client.ts';
import { authMessages } from './messages.ts';

/** A failed auth call: why (a network code when the server could not be reached), and its message. */
export interface AuthFailure {
  code: ApiErrorCode;
  message?: string;
}

// Errors of the old backend that meant the account's records were broken.
const ACCOUNT_RESET_PATTERN = /confirmation_token|index|sql|scan/i;
// The old backend's sign-up failures; our own 5xx shows the same text.
const SIGNUP_UNAVAILABLE_PATTERN = /Database error finding user|AuthApiError/;

const unreachable = (failure: AuthFailure) => failure.code === NETWORK_ERROR_CODE;
const ourFault = (failure: AuthFailure) => failure.code.startsWith('server.');

export function loginErrorText(failure: AuthFailure): string {
  if (failure.code === 'auth.sign_in_link_offered') return authMessages.signInLinkOffered;
  return failure.message || authMessages.loginFailed;
}

export function signupErrorText(failure: AuthFailure): string {
  if (isServerFailureCode(failure.code) || SIGNUP_UNAVAILABLE_PATTERN.test(failure.message ?? '')) {
    return authMessages.signupUnavailable;
  }
  return failure.message || authMessages.signupFailed;
}

export function socialErrorText(failure: AuthFailure): string {
  if (ourFault(failure) || ACCOUNT_RESET_PATTERN.test(failure.message ?? '')) {
    return authMessages.accountNeedsReset;
  }
  return failure.message || authMessages.socialFailed;
}

export function forgotPasswordErrorText(failure: AuthFailure): string {
  if (unreachable(failure)) return authMessages.resetEmailError;
  return failure.message || authMessages.resetEmailFailed;
}

export function resetPasswordErrorText(failure: AuthFailure): string {
  return (!unreachable(failure) && failure.message) || authMessages.passwordUpdateFailed;
}

export function needsAccountReset(description: string): boolean {
  return ACCOUNT_RESET_PATTERN.test(description);
}

const knownCodes: Record<string, string> = {
  invalid_token: 'This link is invalid or has expired. Please request a new one.',
  token_expired: 'This link has expired. Please request a new one.',
  access_denied: 'Sign-in was cancelled.',
  user_not_found: 'No account was found for this link.',
};

/**
 * A readable sentence for an `error` URL parameter: better-auth and OAuth providers send codes
 * such as `invalid_token` or `state_mismatch`; free text is shown as it is.
 */
export function describeAuthError(description: string): string {
  const text = description.trim();
  if (needsAccountReset(text)) return authMessages.accountNeedsReset;
  if (!/^[A-Za-z0-9_]+$/.test(text)) return text;
  const code = text.toLowerCase();
  const known = knownCodes[code];
  if (known) return known;
  const words = code.replaceAll('_', ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}
