/** The exact user-facing texts of SPEC.md sections 2, 5 and 8 for Settings. */
export const accountMessages = {
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile.',
  profileLoadFailed: 'Could not load your profile.',
  signedOutPrompt: 'Please log in to manage your settings',

  invalidEmail: 'Please enter a valid email address.',
  sameEmail: 'That is already your email address.',
  // SPEC.md 8 says 'Verification email sent to your new email address. Please verify both
  // emails.' Made true (DESIGN.md 5.8): only the new address confirms; the current one is told;
  // and an address that has an account gets a note, not a link, in words that reveal no account.
  changeEmailSent: 'Check your new email address to confirm the change.',
  changeEmailSentDetail:
    'If that address already has a Pomopal account, the email there says so instead and nothing changes. We also told your current address about this request.',
  changeEmailFailed: 'Failed to change email.',
  usernameTaken: 'That username is taken. Please choose another.',

  sessionsLoadFailed: 'Could not load your signed-in devices.',
  sessionEnded: 'The device was signed out.',
  sessionEndFailed: 'Could not sign out that device. Please try again.',
} as const;

/** SPEC.md 9: the change-email dialog closes 3 s after success. */
export const CHANGE_EMAIL_CLOSE_DELAY = 3000;
