import { PRO_THEME_REFUSED } from '../../../shared/domain/music-themes.ts';

/** The exact user-facing texts of the download, the music and Settings. */
export const focusMessages = {
  proThemeAlert: 'This is a Pro music theme. Please upgrade your subscription.',
  musicSaveFailed: 'Failed to save music preference.',

  preferencesSaved: 'Preferences saved successfully!',
  preferencesSaveFailed: 'Failed to save preferences.',
  proThemeRefused: PRO_THEME_REFUSED,
  preferencesLoadFailed: 'Could not load preferences or music themes.',

  notificationsUnsupported: 'This browser does not support notifications.',
  notificationsBlocked:
    'Your browser blocks notifications from Pomopal. Allow them in your browser’s site settings to be told when a session ends.',
  notificationsNotAllowed:
    'Notifications are not allowed yet. Turn this on again and choose Allow when your browser asks.',
  notificationsAllowed:
    'Your browser allows notifications from Pomopal. Save your preferences to keep them on.',
} as const;
