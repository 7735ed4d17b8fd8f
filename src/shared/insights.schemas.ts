import { daysBetween, isDateKey, isValidTimeZone } from './domain/local-date.ts';
import { z } from './zod.ts';

/** The longest range GET /api/insights answers, in local days. */
export const INSIGHTS_MAX_RANGE_DAYS = 366;

/** The server's refusals of the Pro-only parts of the insights (billing.pro_required). */
export const FOCUS_TREND_PRO_ONLY =
  'Detailed focus trends are a Pro feature. Please upgrade your subscription.';
export const LONG_RANGE_PRO_ONLY =
  'Insights beyond the last 7 days are a Pro feature. Please upgrade your subscription.';
export const AI_SUMMARY_PRO_ONLY =
  'AI summaries are a Pro feature. Please upgrade your subscription.';

const dateKey = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
  z.refine(isDateKey, 'must be a real calendar date'),
  // ISO's year 0000 is 1 BC, a year PostgreSQL's dates do not have.
  z.refine((value) => value >= '0001-01-01', 'must be in the year 1 or later'),
);

const timeZone = z
  .string()
  .check(
    z.maxLength(100),
    z.refine(isValidTimeZone, 'must be an IANA time zone such as Europe/Paris'),
  );

/** ?timeZone=... : the user's own zone, whose local days every figure is counted in. */
export const timeZoneQuerySchema = z.object({ timeZone });

/** GET /api/insights?from&to&timeZone: at most INSIGHTS_MAX_RANGE_DAYS days, from <= to. */
export const insightsQuerySchema = z.object({ from: dateKey, to: dateKey, timeZone }).check(
  z.refine((query) => !isDateKey(query.from) || !isDateKey(query.to) || query.from <= query.to, {
    message: 'must not be before from',
    path: ['to'],
  }),
  z.refine(
    (query) =>
      !isDateKey(query.from) ||
      !isDateKey(query.to) ||
      daysBetween(query.from, query.to) < INSIGHTS_MAX_RANGE_DAYS,
    { message: `the range must be at most ${INSIGHTS_MAX_RANGE_DAYS} days long`, path: ['to'] },
  ),
);

/** One local day of the daily insight row (src/shared/domain/insights.ts says what counts). */
export const dailyInsightSchema = z.object({
  insightDate: dateKey,
  totalTasks: z.number(),
  completedTasks: z.number(),
  completionRate: z.number(),
  totalPomodoros: z.number(),
  totalShortBreaks: z.number(),
  totalLongBreaks: z.number(),
  totalFocusMinutes: z.number(),
});

/** Every day of the range, oldest first, days without activity as zeros. */
export const insightsResponseSchema = z.object({ days: z.array(dailyInsightSchema) });

/**
 * GET /api/insights/trend?from&to&timeZone (Pro only): focus minutes per local day for the Focus
 * Trend chart.
 */
export const focusTrendResponseSchema = z.object({
  days: z.array(z.object({ date: dateKey, focusMinutes: z.number() })),
});

/**
 * GET /api/insights/streak?timeZone: consecutive local days with at least one completed
 * pomodoro (the current run counts today or, until today has one, yesterday), and the
 * 12-week heatmap of focus minutes, oldest day first.
 */
export const streakResponseSchema = z.object({
  current: z.number(),
  longest: z.number(),
  heatmap: z.array(z.object({ date: dateKey, focusMinutes: z.number() })),
});

/** GET /api/dashboard?timeZone: today's three figures and the upcoming tasks. */
export const dashboardResponseSchema = z.object({
  today: z.object({
    date: dateKey,
    focusMinutes: z.number(),
    pomodoros: z.number(),
    tasksDone: z.number(),
  }),
  upcoming: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      dueDate: z.iso.datetime({ offset: true }),
    }),
  ),
});

export const AI_SUMMARY_TYPES = ['daily', 'weekly'] as const;

/** POST /api/insights/ai-summary (Pro only). */
export const aiSummaryBodySchema = z.object({ type: z.enum(AI_SUMMARY_TYPES), timeZone });
export const aiSummaryResponseSchema = z.object({ summary: z.string() });

export type InsightsQuery = z.infer<typeof insightsQuerySchema>;
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
export type FocusTrendResponse = z.infer<typeof focusTrendResponseSchema>;
export type StreakResponse = z.infer<typeof streakResponseSchema>;
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
export type AiSummaryBody = z.infer<typeof aiSummaryBodySchema>;
export type AiSummaryType = (typeof AI_SUMMARY_TYPES)[number];
