import { DEFAULT_COLOR_THEME } from './domain/color-theme.ts';
import { DEFAULT_DAILY_FOCUS_GOAL_MINUTES } from './domain/daily-focus-goal.ts';
import { DEFAULT_MUSIC_THEME } from './domain/music-themes.ts';
import { DEFAULT_TIMER_PREFERENCES } from './domain/timer.ts';
import type { Preferences } from './focus.schemas.ts';

// Apart from the focus schemas: Settings shows these defaults before zod has loaded.

/** What a user who saved nothing has. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  theme: DEFAULT_COLOR_THEME,
  notificationsEnabled: true,
  ...DEFAULT_TIMER_PREFERENCES,
  dailyFocusGoal: DEFAULT_DAILY_FOCUS_GOAL_MINUTES,
  musicTheme: DEFAULT_MUSIC_THEME,
  hideCompleted: false,
  pushNotifications: true,
  inAppReminders: true,
  emailReminders: false,
  defaultReminder: null,
};
