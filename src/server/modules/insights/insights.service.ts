import { createHash } from 'node:crypto';
import { quadrantEstimates } from '../../../shared/domain/estimate-slip.ts';
import {
  completionRate,
  type DailyInsightRow,
  focusTrend,
  HEATMAP_DAYS,
  INSIGHT_RANGE_DAYS,
  insightRange,
  streakOfRuns,
  streaks,
} from '../../../shared/domain/insights.ts';
import { addDays, type DateKey, localDateKey } from '../../../shared/domain/local-date.ts';
import { UPCOMING_TASKS_LIMIT, upcomingTasks } from '../../../shared/domain/upcoming-tasks.ts';
import {
  AI_SUMMARY_PRO_ONLY,
  type AiSummaryType,
  type DashboardResponse,
  FOCUS_TREND_PRO_ONLY,
  type FocusTrendResponse,
  type InsightsQuery,
  type InsightsResponse,
  LONG_RANGE_PRO_ONLY,
  type StreakResponse,
} from '../../../shared/insights.schemas.ts';
import { isInvalidParameterValue } from '../../db/errors.ts';
import type { AiEngine, InsightSummaryInput } from '../ai/ai.service.ts';
import type { AiSummariesRepository } from './ai-summaries.repository.ts';
import { insightsErrors } from './insights.errors.ts';
import type { InsightsRepository } from './insights.repository.ts';

export interface InsightsServiceDeps {
  repository: InsightsRepository;
  summaries: AiSummariesRepository;
  engine: Pick<AiEngine, 'summarize'>;
  /** Billing's Pro guard: throws `billing.pro_required` with `message` for a user without Pro. */
  assertPro(userId: string, message: string): Promise<void>;
  now(): Date;
}

/**
 * The zone's canonical IANA name, as the browser's own date maths resolves it ('US/Pacific' is
 * America/Los_Angeles), so the database counts days in the very zone the web shows them in.
 */
function canonicalTimeZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
}

/** Runs a read that names the zone, refusing with 400 a zone the database does not know. */
async function inZone<T>(timeZone: string, read: (zone: string) => Promise<T>): Promise<T> {
  try {
    return await read(canonicalTimeZone(timeZone));
  } catch (error) {
    if (isInvalidParameterValue(error)) throw insightsErrors.unknownTimeZone(timeZone);
    throw error;
  }
}

const figuresHash = (input: InsightSummaryInput): string =>
  createHash('sha256').update(JSON.stringify(input)).digest('hex');

/** The user's figures per local day, and what the dashboard and insights pages make of them. */
export function createInsightsService(deps: InsightsServiceDeps) {
  const { repository } = deps;

  const dailyRows = async (
    userId: string,
    from: DateKey,
    to: DateKey,
    timeZone: string,
  ): Promise<DailyInsightRow[]> => {
    const figures = await inZone(timeZone, (zone) =>
      repository.dailyFigures(userId, from, to, zone),
    );
    return figures.map((day) => ({
      ...day,
      completionRate: completionRate(day.completedTasks, day.totalTasks),
    }));
  };

  return {
    daily: async (userId: string, query: InsightsQuery): Promise<InsightsResponse> => {
      // Free users get this week's cards; a longer run of days, or an earlier week, would
      // rebuild the Pro trend. A day's slack spares a browser whose midnight came first.
      const thisWeek = insightRange(deps.now(), query.timeZone);
      if (
        query.from < addDays(query.to, 1 - INSIGHT_RANGE_DAYS) ||
        query.from < addDays(thisWeek.from, -1)
      ) {
        await deps.assertPro(userId, LONG_RANGE_PRO_ONLY);
      }
      return { days: await dailyRows(userId, query.from, query.to, query.timeZone) };
    },

    trend: async (userId: string, query: InsightsQuery): Promise<FocusTrendResponse> => {
      await deps.assertPro(userId, FOCUS_TREND_PRO_ONLY);
      const rows = await dailyRows(userId, query.from, query.to, query.timeZone);
      return {
        days: focusTrend(
          rows,
          rows.map((row) => row.insightDate),
        ),
      };
    },

    streak: async (userId: string, timeZone: string): Promise<StreakResponse> => {
      const today = localDateKey(deps.now(), timeZone);
      const from = addDays(today, 1 - HEATMAP_DAYS);
      const { streak, minutes } = await inZone(timeZone, async (zone) => {
        const tally = await repository.streakTally(userId, zone, from, today);
        const streak =
          streakOfRuns(tally.longest, tally.latestRun, today) ??
          streaks(await repository.focusDays(userId, zone), today);
        return { streak, minutes: tally.minutes };
      });
      return {
        ...streak,
        heatmap: minutes.map((focusMinutes, index) => ({
          date: addDays(from, index),
          focusMinutes,
        })),
      };
    },

    dashboard: async (userId: string, timeZone: string): Promise<DashboardResponse> => {
      const now = deps.now();
      const today = localDateKey(now, timeZone);
      const [day] = await dailyRows(userId, today, today, timeZone);
      const due = await inZone(timeZone, (zone) =>
        repository.dueSoon(userId, today, zone, UPCOMING_TASKS_LIMIT),
      );
      return {
        today: {
          date: today,
          focusMinutes: day?.totalFocusMinutes ?? 0,
          pomodoros: day?.totalPomodoros ?? 0,
          tasksDone: day?.completedTasks ?? 0,
        },
        upcoming: upcomingTasks(due, now, timeZone).map((task) => ({
          id: task.id,
          title: task.title,
          dueDate: task.dueDate.toISOString(),
        })),
      };
    },

    /**
     * Today's tip or this week's reflection, written by the AI engine from the last seven days'
     * figures (the reflection also from the estimates of the week's tasks per quadrant). Kept per
     * user, type and local day, and written again once those figures change.
     */
    aiSummary: async (
      userId: string,
      type: AiSummaryType,
      timeZone: string,
    ): Promise<{ summary: string }> => {
      await deps.assertPro(userId, AI_SUMMARY_PRO_ONLY);
      const range = insightRange(deps.now(), timeZone);
      const input: InsightSummaryInput = {
        type,
        today: range.to,
        days: await dailyRows(userId, range.from, range.to, timeZone),
        estimates:
          type === 'weekly'
            ? quadrantEstimates(
                await inZone(timeZone, (zone) =>
                  repository.taskEffort(userId, range.from, range.to, zone),
                ),
              )
            : [],
      };
      const key = { userId, type, localDate: range.to };
      const hash = figuresHash(input);
      const cached = await deps.summaries.find(key);
      if (cached?.figuresHash === hash) return { summary: cached.summary };
      const summary = await deps.engine.summarize(input);
      await deps.summaries.save(key, hash, summary);
      return { summary };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
