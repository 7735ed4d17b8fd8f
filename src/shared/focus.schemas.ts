import { z } from 'zod';
import { MUSIC_THEME_KEYS } from './domain/music-themes.ts';
import { pomodoroSessionSchema, taskSchema } from './tasks.schemas.ts';

export const COLOR_THEMES = ['system', 'light', 'dark'] as const;

export const SESSION_NOT_FOUND =
  'Session not found. Failed to start Pomodoro session due to an API error.';
export const ANOTHER_SESSION_ACTIVE =
  'Another focus session is already running. Stop it or let it finish before starting this one.';
export const PRO_THEME_REFUSED = 'Selected music theme is a Pro feature. Please upgrade.';

/** GET /api/preferences (SPEC.md's defaults when the user saved none). */
export const preferencesSchema = z.object({
  theme: z.enum(COLOR_THEMES),
  notificationsEnabled: z.boolean(),
  pomodoroLength: z.number().int().min(1).max(120),
  breakLength: z.number().int().min(1).max(60),
  longBreakLength: z.number().int().min(1).max(120),
  musicTheme: z.enum(MUSIC_THEME_KEYS),
});

export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/preferences: any subset; the rest stays as it is. */
export const updatePreferencesSchema = z
  .object({
    theme: z.enum(COLOR_THEMES),
    notificationsEnabled: z.boolean(),
    pomodoroLength: z
      .number()
      .int('pomodoroLength must be a whole number of minutes')
      .min(1, 'pomodoroLength must be between 1 and 120 minutes')
      .max(120, 'pomodoroLength must be between 1 and 120 minutes'),
    breakLength: z
      .number()
      .int('breakLength must be a whole number of minutes')
      .min(1, 'breakLength must be between 1 and 60 minutes')
      .max(60, 'breakLength must be between 1 and 60 minutes'),
    longBreakLength: z
      .number()
      .int('longBreakLength must be a whole number of minutes')
      .min(1, 'longBreakLength must be between 1 and 120 minutes')
      .max(120, 'longBreakLength must be between 1 and 120 minutes'),
    musicTheme: z.enum(MUSIC_THEME_KEYS, { error: 'musicTheme is not a known theme' }),
  })
  .partial()
  .strict();

export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;

/** The session acted on and its task, as they are after the change. */
export const sessionChangeSchema = z.object({ task: taskSchema, session: pomodoroSessionSchema });
export type SessionChange = z.infer<typeof sessionChangeSchema>;

/** GET /api/sessions/active: the user's running session, on whichever device it was started. */
export const activeSessionSchema = sessionChangeSchema.nullable();

/** Path of the session endpoints: any text, so a temporary id answers 404 like an unknown one. */
export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** POST /api/sessions/:id/interrupt */
export const interruptSessionSchema = z
  .object({
    remainingSeconds: z
      .number()
      .int()
      .min(0)
      .max(24 * 60 * 60),
  })
  .strict();

/** POST /api/sessions/:id/complete — names the task, so a session of another task is refused. */
export const completeSessionSchema = z.object({ taskId: z.string().min(1).max(100) }).strict();

export const breakKindSchema = z.enum(['short', 'long']);

/** POST /api/breaks */
export const startBreakSchema = z.object({ kind: breakKindSchema }).strict();
export const breakSchema = z.object({
  id: z.uuid(),
  kind: breakKindSchema,
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }).nullable(),
  completed: z.boolean(),
});
export type Break = z.infer<typeof breakSchema>;

/** POST /api/breaks/:id/end — completed is false when the break was stopped early. */
export const endBreakSchema = z.object({ completed: z.boolean() }).strict();
export const breakIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a break id (a UUID)' }),
});

/** Socket.IO event after every session change, so every tab shows the same timer. */
export const FOCUS_EVENTS = { session: 'focus:session' } as const;
