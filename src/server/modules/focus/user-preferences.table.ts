import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  integer,
  pgEnum,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { DEFAULT_PREFERENCES } from '../../../shared/default-preferences.ts';
import { COLOR_THEMES } from '../../../shared/domain/color-theme.ts';
import { DAILY_FOCUS_GOAL_LIMITS } from '../../../shared/domain/daily-focus-goal.ts';
import { MUSIC_THEME_KEYS } from '../../../shared/domain/music-themes.ts';
import { REMINDER_OFFSETS } from '../../../shared/domain/reminders.ts';
import {
  POMODOROS_PER_LONG_BREAK_LIMITS,
  TIMER_LENGTH_LIMITS,
} from '../../../shared/domain/timer.ts';
import { updatedAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';

export const colorTheme = pgEnum('color_theme', COLOR_THEMES);
export const musicTheme = pgEnum('music_theme', MUSIC_THEME_KEYS);

/** A column held to the limits the API accepts (literals: a constraint takes no parameters). */
const within = (column: AnyPgColumn, { min, max }: { min: number; max: number }) =>
  sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    theme: colorTheme('theme').notNull().default(DEFAULT_PREFERENCES.theme),
    notificationsEnabled: boolean('notifications_enabled')
      .notNull()
      .default(DEFAULT_PREFERENCES.notificationsEnabled),
    pomodoroLength: integer('pomodoro_length')
      .notNull()
      .default(DEFAULT_PREFERENCES.pomodoroLength),
    breakLength: integer('break_length').notNull().default(DEFAULT_PREFERENCES.breakLength),
    longBreakLength: integer('long_break_length')
      .notNull()
      .default(DEFAULT_PREFERENCES.longBreakLength),
    pomodorosPerLongBreak: integer('pomodoros_per_long_break')
      .notNull()
      .default(DEFAULT_PREFERENCES.pomodorosPerLongBreak),
    autoStartBreaks: boolean('auto_start_breaks')
      .notNull()
      .default(DEFAULT_PREFERENCES.autoStartBreaks),
    autoStartSessions: boolean('auto_start_sessions')
      .notNull()
      .default(DEFAULT_PREFERENCES.autoStartSessions),
    dailyFocusGoal: integer('daily_focus_goal')
      .notNull()
      .default(DEFAULT_PREFERENCES.dailyFocusGoal),
    musicTheme: musicTheme('music_theme').notNull().default(DEFAULT_PREFERENCES.musicTheme),
    hideCompleted: boolean('hide_completed').notNull().default(DEFAULT_PREFERENCES.hideCompleted),
    pushNotifications: boolean('push_notifications')
      .notNull()
      .default(DEFAULT_PREFERENCES.pushNotifications),
    inAppReminders: boolean('in_app_reminders')
      .notNull()
      .default(DEFAULT_PREFERENCES.inAppReminders),
    emailReminders: boolean('email_reminders')
      .notNull()
      .default(DEFAULT_PREFERENCES.emailReminders),
    /** Minutes before the due date (domain/reminders' offsets); null: new tasks get none. */
    defaultReminder: integer('default_reminder'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'user_preferences_pomodoro_length_check',
      within(t.pomodoroLength, TIMER_LENGTH_LIMITS.pomodoroLength),
    ),
    check(
      'user_preferences_break_length_check',
      within(t.breakLength, TIMER_LENGTH_LIMITS.breakLength),
    ),
    check(
      'user_preferences_long_break_length_check',
      within(t.longBreakLength, TIMER_LENGTH_LIMITS.longBreakLength),
    ),
    check(
      'user_preferences_pomodoros_per_long_break_check',
      within(t.pomodorosPerLongBreak, POMODOROS_PER_LONG_BREAK_LIMITS),
    ),
    check(
      'user_preferences_default_reminder_check',
      sql`${t.defaultReminder} is null or ${t.defaultReminder} in (${sql.raw(REMINDER_OFFSETS.join(', '))})`,
    ),
    check(
      'user_preferences_daily_focus_goal_check',
      within(t.dailyFocusGoal, DAILY_FOCUS_GOAL_LIMITS),
    ),
  ],
);
