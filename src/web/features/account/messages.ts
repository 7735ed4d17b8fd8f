/** The exact user-facing texts of SPEC.md sections 2, 5 and 8 for Settings. */
export const accountMessages = {
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile.',
  profileLoadFailed: 'Could not load your profile.',
  signedOutPrompt: 'Please log in to manage your settings',

  invalidEmail: 'Please enter a valid email address.',
  changeEmailSent: 'Verification email sent to your new email address. Please verify both emails.',
  changeEmailFailed: 'Failed to change email.',

  sessionsLoadFailed: 'Could not load your signed-in devices.',
  sessionEnded: 'The device was signed out.',
  sessionEndFailed: 'Could not sign out that device. Please try again.',
} as const;

/** SPEC.md 9: the change-email dialog closes 3 s after success. */
export const CHANGE_EMAIL_CLOSE_DELAY = 3000;
