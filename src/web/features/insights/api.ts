import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { InsightRange } from '../../../shared/domain/insights.ts';
import type { AiSummaryType } from '../../../shared/insights.schemas.ts';
import { api } from '../../lib/api-client.ts';
import { insightsSchemas } from '../../lib/schema-loaders.ts';

const aiSummaryResponseSchema = insightsSchemas.response(
  (schemas) => schemas.aiSummaryResponseSchema,
);
const dashboardResponseSchema = insightsSchemas.response(
  (schemas) => schemas.dashboardResponseSchema,
);
const focusTrendResponseSchema = insightsSchemas.response(
  (schemas) => schemas.focusTrendResponseSchema,
);
const insightsResponseSchema = insightsSchemas.response(
  (schemas) => schemas.insightsResponseSchema,
);
const streakResponseSchema = insightsSchemas.response((schemas) => schemas.streakResponseSchema);

/**
 * Every query here starts with `insightsKeys.all`, so one invalidation refreshes the dashboard
 * and the insights page together when a session or a task changes.
 */
export const insightsKeys = {
  all: ['insights'] as const,
  days: (range: InsightRange | undefined, timeZone: string) =>
    [...insightsKeys.all, 'days', range?.from, range?.to, timeZone] as const,
  trend: (range: InsightRange | undefined, timeZone: string) =>
    [...insightsKeys.all, 'trend', range?.from, range?.to, timeZone] as const,
  streak: (today: string, timeZone: string) =>
    [...insightsKeys.all, 'streak', today, timeZone] as const,
  dashboard: (today: string, timeZone: string) =>
    [...insightsKeys.all, 'dashboard', today, timeZone] as const,
  aiSummary: (type: AiSummaryType, today: string, timeZone: string) =>
    [...insightsKeys.all, 'ai-summary', type, today, timeZone] as const,
};

/**
 * GET /api/insights: one row per local day of the range, days without activity as zeros; asked
 * once `range` is known. While another range loads, the last one's rows stay (`isPlaceholderData`).
 */
export function useDailyInsights(range: InsightRange | undefined, timeZone: string) {
  return useQuery({
    queryKey: insightsKeys.days(range, timeZone),
    queryFn: range
      ? ({ signal }) =>
          api.get('/insights', {
            query: { from: range.from, to: range.to, timeZone },
            schema: insightsResponseSchema,
            signal,
          })
      : skipToken,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/insights/trend (Pro only): asked only when `isPro`, since a free user is refused. */
export function useFocusTrend(range: InsightRange | undefined, timeZone: string, isPro: boolean) {
  return useQuery({
    queryKey: insightsKeys.trend(range, timeZone),
    queryFn:
      range && isPro
        ? ({ signal }) =>
            api.get('/insights/trend', {
              query: { from: range.from, to: range.to, timeZone },
              schema: focusTrendResponseSchema,
              signal,
            })
        : skipToken,
  });
}

/** GET /api/insights/streak: the current and longest streaks and the 12-week heatmap. */
export function useStreak(today: string, timeZone: string) {
  return useQuery({
    queryKey: insightsKeys.streak(today, timeZone),
    queryFn: ({ signal }) =>
      api.get('/insights/streak', { query: { timeZone }, schema: streakResponseSchema, signal }),
  });
}

/** GET /api/dashboard: today's three figures and the upcoming tasks. */
export function useDashboard(today: string, timeZone: string) {
  return useQuery({
    queryKey: insightsKeys.dashboard(today, timeZone),
    queryFn: ({ signal }) =>
      api.get('/dashboard', { query: { timeZone }, schema: dashboardResponseSchema, signal }),
  });
}

/**
 * POST /api/insights/ai-summary (Pro only: ask it for a Pro user). A read despite the verb: the server writes the text
 * once per user, type and local day and answers the cached one after that.
 */
export function useAiSummary(type: AiSummaryType, today: string, timeZone: string) {
  return useQuery({
    queryKey: insightsKeys.aiSummary(type, today, timeZone),
    queryFn: ({ signal }) =>
      api.post(
        '/insights/ai-summary',
        { type, timeZone },
        { schema: aiSummaryResponseSchema, signal },
      ),
  });
}
