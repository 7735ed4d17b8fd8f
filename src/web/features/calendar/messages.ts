import { CALENDAR_FEED_PRO_ONLY } from '../../../shared/calendar-feed-rules.ts';

/** The exact user-facing texts of the calendar feed in Settings. */
export const calendarMessages = {
  description:
    'See your tasks with due dates and your focus sessions in Google Calendar, Apple Calendar or Thunderbird.',
  proOnly: CALENDAR_FEED_PRO_ONLY,
  none: 'Make a private address, then add it to your calendar app as a calendar from a URL (a subscription). It updates by itself.',
  addressLabel: 'Your calendar address',
  addressHint:
    'Keep it private: anyone who has it can see your tasks. Calendar apps fetch it every hour or so.',
  loadFailed: 'Could not load your calendar address.',
  copied: 'Calendar address copied',
  copyFailed: 'Could not copy. Select the address and copy it yourself.',
  resetTitle: 'Reset the calendar link?',
  resetDescription:
    'Calendars that use the current address stop updating at once. Add the new address to them to see your tasks again.',
  created: 'Your calendar address is ready',
  resetDone: 'The calendar link was reset',
  resetFailed: 'Could not make a calendar address. Please try again.',
} as const;
