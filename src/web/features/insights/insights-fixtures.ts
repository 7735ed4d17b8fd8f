import {
  type DailyInsightRow,
  emptyInsightRow,
  HEATMAP_DAYS,
  type InsightRangeKey,
  insightRange,
  pickedInsightRange,
} from '../../../shared/domain/insights.ts';
import { addDays, type DateKey, daysBetween } from '../../../shared/domain/local-date.ts';
import type {
  AiSummaryType,
  DashboardResponse,
  FocusTrendResponse,
  StreakResponse,
} from '../../../shared/insights.schemas.ts';
import type { Subscription } from '../../../shared/subscription.schemas.ts';
import { userTimeZone } from '../../lib/time-zone.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-mock.ts';

/** Test data for the dashboard's and the insights page's tests. */

/** The week the page asks for: the last 7 local days of the test's browser. */
export const currentWeek = () => insightRange(new Date(), userTimeZone());

/** The days the page asks for when the range `key` is chosen. */
export const currentRange = (key: InsightRangeKey) => pickedInsightRange(key, currentWeek().to);

export function makeDailyRow(
  insightDate: DateKey,
  overrides: Partial<DailyInsightRow> = {},
): DailyInsightRow {
  return { ...emptyInsightRow(insightDate), ...overrides };
}

/** Seven rows of zeros, oldest first, with `byDay` (keyed by days before today) filled in. */
export function makeWeek(byDay: Record<number, Partial<DailyInsightRow>> = {}): DailyInsightRow[] {
  const { days } = currentWeek();
  return days.map((date, index) => makeDailyRow(date, byDay[days.length - 1 - index] ?? {}));
}

export function makeDashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    today: { date: currentWeek().to, focusMinutes: 0, pomodoros: 0, tasksDone: 0 },
    upcoming: [],
    ...overrides,
  };
}

/** The heatmap's days ending today, `minutesByDaysAgo` filled in, the rest zeros. */
export function makeStreak(
  current: number,
  longest: number,
  minutesByDaysAgo: Record<number, number> = {},
): StreakResponse {
  const today = currentWeek().to;
  const heatmap = Array.from({ length: HEATMAP_DAYS }, (_, index) => {
    const daysAgo = HEATMAP_DAYS - 1 - index;
    return { date: addDays(today, -daysAgo), focusMinutes: minutesByDaysAgo[daysAgo] ?? 0 };
  });
  return { current, longest, heatmap };
}

type Answer = Response | undefined;

export interface FakeInsightsServer {
  subscription?: Subscription;
  /** The days with figures; GET /api/insights answers every day it is asked for, others as zeros. */
  days?: DailyInsightRow[];
  dashboard?: DashboardResponse;
  /** The trend's answer, or how to answer the days asked for; none leaves it pending. */
  trend?: FocusTrendResponse | ((from: DateKey, to: DateKey) => FocusTrendResponse);
  streak?: StreakResponse;
  ai?: Partial<Record<AiSummaryType, string>>;
  /** Answers a request first (a failure, a refusal); undefined falls through to the defaults. */
  answer?: (path: string, init: RequestInit | undefined) => Answer;
}

function aiType(init: RequestInit | undefined): AiSummaryType | undefined {
  if (typeof init?.body !== 'string') return undefined;
  const body: unknown = JSON.parse(init.body);
  if (typeof body !== 'object' || body === null || !('type' in body)) return undefined;
  return body.type === 'daily' || body.type === 'weekly' ? body.type : undefined;
}

/** Every day from `from` to `to`, the one in `rows` where there is one, else zeros. */
function rowsFor(from: DateKey, to: DateKey, rows: readonly DailyInsightRow[]): DailyInsightRow[] {
  const byDay = new Map(rows.map((row) => [row.insightDate, row]));
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => {
    const date = addDays(from, index);
    return byDay.get(date) ?? makeDailyRow(date);
  });
}

/** A fake API for the two pages; requests it does not know stay pending. */
export function stubInsightsApi(server: FakeInsightsServer = {}) {
  return stubFetch((url, init) => {
    const { pathname: path, searchParams } = new URL(url, 'http://localhost');
    const from = searchParams.get('from') ?? '';
    const to = searchParams.get('to') ?? '';
    const early = server.answer?.(path, init);
    if (early) return early;
    switch (path) {
      case '/api/subscription':
        return server.subscription ? jsonResponse(200, server.subscription) : undefined;
      case '/api/insights':
        return jsonResponse(200, { days: rowsFor(from, to, server.days ?? []) });
      case '/api/dashboard':
        return jsonResponse(200, server.dashboard ?? makeDashboard());
      case '/api/insights/trend': {
        const trend = typeof server.trend === 'function' ? server.trend(from, to) : server.trend;
        return trend ? jsonResponse(200, trend) : undefined;
      }
      case '/api/insights/streak':
        return jsonResponse(200, server.streak ?? makeStreak(0, 0));
      case '/api/insights/ai-summary': {
        const type = aiType(init);
        const summary = type ? server.ai?.[type] : undefined;
        return summary === undefined ? undefined : jsonResponse(200, { summary });
      }
      default:
        return undefined;
    }
  });
}

/** The ranges the page asked `path` for, in order. */
export function requestedRanges(
  fetchMock: ReturnType<typeof stubFetch>,
  path: string,
): { from: string | null; to: string | null }[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => ({ from: url.searchParams.get('from'), to: url.searchParams.get('to') }));
}

/** The paths the page asked for, in order (query strings left off). */
export function requestedPaths(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new URL(url, 'http://localhost').pathname;
  });
}
