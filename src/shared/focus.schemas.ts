import { idSchema } from './common.schemas.ts';
import { COLOR_THEMES } from './domain/color-theme.ts';
import { DAILY_FOCUS_GOAL_LIMITS } from './domain/daily-focus-goal.ts';
import { MUSIC_THEME_KEYS } from './domain/music-themes.ts';
import { isReminderOffset, REMINDER_OFFSETS } from './domain/reminders.ts';
import {
  POMODOROS_PER_LONG_BREAK_LIMITS,
  TIMER_LENGTH_LIMITS,
  type TimerLengthKey,
} from './domain/timer.ts';
import { pomodoroSessionSchema, taskSchema } from './tasks.schemas.ts';
import { z } from './zod.ts';

/** A whole number within `limits`, refused with a message naming the field and its unit. */
function wholeNumberSchema(key: string, limits: { min: number; max: number }, unit: string) {
  const { min, max } = limits;
  const outside = `${key} must be between ${min} and ${max} ${unit}`;
  // The whole-number message is for numbers only: any other type keeps zod's 'expected number'.
  return z
    .number()
    .check(
      z.int(`${key} must be a whole number of ${unit}`),
      z.minimum(min, outside),
      z.maximum(max, outside),
    );
}

/** One timer length in whole minutes, within its limits. */
const lengthSchema = (key: TimerLengthKey) =>
  wholeNumberSchema(key, TIMER_LENGTH_LIMITS[key], 'minutes');

/** GET /api/preferences (the defaults when the user saved none). */
export const preferencesSchema = z.object({
  theme: z.enum(COLOR_THEMES),
  notificationsEnabled: z.boolean(),
  pomodoroLength: lengthSchema('pomodoroLength'),
  breakLength: lengthSchema('breakLength'),
  longBreakLength: lengthSchema('longBreakLength'),
  pomodorosPerLongBreak: wholeNumberSchema(
    'pomodorosPerLongBreak',
    POMODOROS_PER_LONG_BREAK_LIMITS,
    'sessions',
  ),
  autoStartBreaks: z.boolean(),
  autoStartSessions: z.boolean(),
  /** Minutes of focus a day the dashboard and the streak measure against. */
  dailyFocusGoal: wholeNumberSchema('dailyFocusGoal', DAILY_FOCUS_GOAL_LIMITS, 'minutes'),
  musicTheme: z.enum(MUSIC_THEME_KEYS, { error: 'musicTheme is not a known theme' }),
  /** My Tasks leaves completed tasks out, on every device of the user. */
  hideCompleted: z.boolean(),
  /** Reminders and the timer's end pushed to the devices that allowed it. */
  pushNotifications: z.boolean(),
  /** Reminders shown in the open tabs. */
  inAppReminders: z.boolean(),
  /** Reminders mailed too. */
  emailReminders: z.boolean(),
  /** The reminder a new task with a due date gets, in minutes before it; null: none. */
  defaultReminder: z.nullable(
    z
      .int(`defaultReminder must be one of ${REMINDER_OFFSETS.join(', ')}, or null`)
      .check(
        z.refine(
          isReminderOffset,
          `defaultReminder must be one of ${REMINDER_OFFSETS.join(', ')}, or null`,
        ),
      ),
  ),
});

export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/preferences: any subset; the rest stays as it is. */
export const updatePreferencesSchema = z.partial(z.strictObject(preferencesSchema.shape));

export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;

/** The session acted on and its task, as they are after the change. */
export const sessionChangeSchema = z.object({ task: taskSchema, session: pomodoroSessionSchema });
export type SessionChange = z.infer<typeof sessionChangeSchema>;

/** GET /api/sessions/active: the user's running session, on whichever device it was started. */
export const activeSessionSchema = z.nullable(sessionChangeSchema);

/** Path of the session endpoints: any text, so a temporary id answers 404 like an unknown one. */
export const sessionIdParamsSchema = z.object({
  id: idSchema,
});

/** POST /api/sessions/:id/interrupt */
export const interruptSessionSchema = z.strictObject({
  remainingSeconds: z.int().check(z.minimum(0), z.maximum(24 * 60 * 60)),
});

/** POST /api/sessions/:id/complete — names the task, so a session of another task is refused. */
export const completeSessionSchema = z.strictObject({
  taskId: idSchema,
});

export const BREAK_KINDS = ['short', 'long'] as const;
export const breakKindSchema = z.enum(BREAK_KINDS);

/** POST /api/breaks */
export const startBreakSchema = z.strictObject({ kind: breakKindSchema });
export const breakSchema = z.object({
  id: z.uuid(),
  kind: breakKindSchema,
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.nullable(z.iso.datetime({ offset: true })),
  completed: z.boolean(),
});
export type Break = z.infer<typeof breakSchema>;

/** POST /api/breaks/:id/end — completed is false when the break was stopped early. */
export const endBreakSchema = z.strictObject({ completed: z.boolean() });
export const breakIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a break id (a UUID)' }),
});
