/** The exact user-facing texts of Settings' Reminders and notifications. */
export const notificationMessages = {
  deviceChecking: 'Checking this device...',
  deviceUnsupported: 'This browser cannot get notifications from Pomopal.',
  deviceBlocked:
    'Your browser blocks notifications from Pomopal. Allow them in your browser’s site settings, then turn them on here.',
  deviceDismissed:
    'Notifications are not allowed yet. Choose Turn on again, then Allow when your browser asks.',
  deviceOn: 'On: reminders reach this device even when Pomopal is closed.',
  deviceOff: 'Off: this device gets no reminders while Pomopal is closed.',
  turnOnFailed: 'Could not turn on notifications on this device. Try again later.',
  turnOffFailed: 'Could not turn off notifications on this device. Try again later.',
  pushServiceRefused:
    'Pomopal cannot send notifications through this browser’s push service. Try another browser.',

  preferencesSaved: 'Notification preferences saved.',
  preferencesSaveFailed: 'Failed to save notification preferences.',
  preferencesLoadFailed: 'Could not load your notification preferences.',
} as const;
