import {
  DELETE_CONFIRMATION,
  FRESH_SIGN_IN_MINUTES,
} from '../../../shared/account-deletion-rules.ts';

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

  dataDescription: 'Take everything Pomopal keeps about you with you, as one file.',
  dataContents:
    'One JSON file with your account, preferences, plan and payments, every task with its focus sessions and reminders, your projects and labels, breaks, video calls, and the blocks and reports you made.',
  dataDownloading: 'Preparing your file…',
  dataDownloaded: 'Your data was downloaded',
  dataDownloadSignedOut: 'Please log in to download your data.',
  dataDownloadTooOften:
    'You have downloaded your data several times in the last hour. Please try again later.',
  dataDownloadFailed: 'Could not download your data. Please try again.',

  deleteAccountDescription: 'Delete your Pomopal account and everything in it, for good.',
  // Said before anyone opens the dialog, as docs/PRODUCT.md ('Deleting an account') has it: a
  // change there changes these.
  deleteAccountConsequences: [
    'Every task, project, label and focus session, and all your preferences and settings, are deleted and cannot be recovered.',
    'You are signed out on every device at once.',
    'An active paid plan is cancelled at once at the payment provider, with no refund for the time left.',
    'Reports other people made about your account are kept for moderation.',
    'Payment records are kept, without your name or address.',
    'We send a confirmation e-mail once your account is deleted.',
  ],
  deleteAccountWarning: 'This cannot be undone.',
  deleteAccountPasswordMissing: 'Enter your password to delete your account.',
  deleteAccountConfirmLabel: `Type ${DELETE_CONFIRMATION} to confirm`,
  deleteAccountFreshSignIn: `To delete an account without a password, you must have signed in within the last ${FRESH_SIGN_IN_MINUTES} minutes. If it has been longer, sign in again, then come back to Settings and delete your account.`,
  deleteAccountNotConfirmed: `Type ${DELETE_CONFIRMATION} in capital letters, exactly as shown.`,
  deleteAccountWrongPassword: 'That password is not right. Please try again.',
  deleteAccountTooManyTries: 'Too many password tries. Please wait a few minutes and try again.',
  deleteAccountSignInAgain: `Your last sign-in is more than ${FRESH_SIGN_IN_MINUTES} minutes old. Please sign in again, then delete your account within ${FRESH_SIGN_IN_MINUTES} minutes.`,
  deleteAccountInvalid: 'Your account could not be deleted: check what you typed and try again.',
  deleteAccountFailed: 'Could not delete your account. Please try again.',
  signOutFailed: 'Could not sign out. Please try again.',
} as const;

/** The change-email dialog closes 3 s after success. */
export const CHANGE_EMAIL_CLOSE_DELAY = 3000;
