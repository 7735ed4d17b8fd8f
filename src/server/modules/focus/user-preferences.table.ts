import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';

export const colorTheme = pgEnum('color_theme', ['system', 'light', 'dark']);
export const musicTheme = pgEnum('music_theme', [
  'SILENT_MODE',
  'LOFI_BEATS',
  'NATURE_SOUNDS',
  'INSTRUMENTAL_PIANO',
  'BRAINWAVE',
]);

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    theme: colorTheme('theme').notNull().default('system'),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    pomodoroLength: integer('pomodoro_length').notNull().default(25),
    breakLength: integer('break_length').notNull().default(5),
    longBreakLength: integer('long_break_length').notNull().default(15),
    musicTheme: musicTheme('music_theme').notNull().default('SILENT_MODE'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_preferences_pomodoro_length_check', sql`${t.pomodoroLength} between 1 and 120`),
    check('user_preferences_break_length_check', sql`${t.breakLength} between 1 and 60`),
    check('user_preferences_long_break_length_check', sql`${t.longBreakLength} between 1 and 120`),
  ],
);
