/** The exact user-facing texts of Settings. */
export const accountMessages = {
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile.',
  profileLoadFailed: 'Could not load your profile.',
  signedOutPrompt: 'Please log in to manage your settings',

  invalidEmail: 'Please enter a valid email address.',
  sameEmail: 'That is already your email address.',
  // Not 'Please verify both emails': only the new address confirms; the current one is told;
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

/** The change-email dialog closes 3 s after success. */
export const CHANGE_EMAIL_CLOSE_DELAY = 3000;
