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
import { MUSIC_THEME_KEYS } from '../../../shared/domain/music-themes.ts';
import { TIMER_LENGTH_LIMITS, type TimerPreferences } from '../../../shared/domain/timer.ts';
import { COLOR_THEMES, DEFAULT_PREFERENCES } from '../../../shared/focus.schemas.ts';
import { updatedAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';

export const colorTheme = pgEnum('color_theme', COLOR_THEMES);
export const musicTheme = pgEnum('music_theme', MUSIC_THEME_KEYS);

/** A length column held to the limits the API accepts (literals: a constraint takes no parameters). */
const within = (column: AnyPgColumn, key: keyof TimerPreferences) =>
  sql`${column} between ${sql.raw(String(TIMER_LENGTH_LIMITS[key].min))} and ${sql.raw(String(TIMER_LENGTH_LIMITS[key].max))}`;

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
    musicTheme: musicTheme('music_theme').notNull().default(DEFAULT_PREFERENCES.musicTheme),
    hideCompleted: boolean('hide_completed').notNull().default(DEFAULT_PREFERENCES.hideCompleted),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_preferences_pomodoro_length_check', within(t.pomodoroLength, 'pomodoroLength')),
    check('user_preferences_break_length_check', within(t.breakLength, 'breakLength')),
    check('user_preferences_long_break_length_check', within(t.longBreakLength, 'longBreakLength')),
  ],
);
