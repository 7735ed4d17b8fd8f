import { PASSWORD_MIN_LENGTH } from '../../../shared/password-rule.ts';
/** The exact user-facing texts of signing up, in and out, and of passwords. */
export const authMessages = {
  loginFailed: 'Login failed.',
  signupFailed: 'Signup failed.',
  signupUnavailable:
    'Account creation temporarily unavailable. Please try again or use Google sign-in.',
  signupWelcome:
    'Welcome! You are now logged in. We sent a confirmation link to your e-mail address.',
  signupPleaseLogin: 'Account created successfully! Please login to continue.',
  accountNeedsReset: 'Your account needs to be reset. Please contact support or try again later.',
  socialFailed: 'Social sign-in failed. Please try again.',
  emailConfirmed: 'Email confirmed successfully',
  sessionEnded: 'Your session has ended. Please log in again.',
  accountBeingDeleted: 'Your account is being deleted. A confirmation e-mail is on its way.',
  signInLinkOffered:
    'Too many failed sign-ins to this account from elsewhere. If your password was right, we have e-mailed you a link that signs you in: open it on this device. Otherwise, please try again later.',

  callbackChecking: 'Completing sign-in...',
  callbackSuccess: 'Login successful! Redirecting to tasks...',
  callbackFailed: 'Authentication failed. Redirecting to login...',
  callbackSessionSetupFailed: 'Session setup failed...',
  callbackNoData: 'No authentication data found...',
  callbackError: 'Authentication error...',

  resetEmailSent: 'Password reset email sent! Check your inbox.',
  // Not 'Check your inbox and spam folder': shown under the first line, it said 'check your
  // inbox' twice.
  resetEmailHint: 'No e-mail after a few minutes? Look in your spam folder.',
  resetEmailFailed: 'Failed to send reset email.',
  resetEmailError: 'An error occurred while sending reset email.',

  resetLinkChecking: 'Checking your reset link...',
  resetLinkCheckFailed: 'We could not check your reset link. Check your connection and try again.',
  resetLinkInvalid: 'Invalid or expired reset link. Please request a new password reset.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordUpdateFailed: 'An error occurred while updating your password.',
  passwordUpdated: 'Password updated successfully! You will be redirected to login.',
} as const;

/** The sign-in pages' delays, in milliseconds. */
export const authDelays = {
  afterSignup: 2000,
  callbackSuccess: 1500,
  callbackError: 2000,
  afterPasswordReset: 2000,
} as const;
