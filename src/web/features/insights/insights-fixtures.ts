import {
  type DailyInsightRow,
  emptyInsightRow,
  HEATMAP_DAYS,
  insightRange,
} from '../../../shared/domain/insights.ts';
import { addDays, type DateKey } from '../../../shared/domain/local-date.ts';
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
  days?: DailyInsightRow[];
  dashboard?: DashboardResponse;
  trend?: FocusTrendResponse;
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

/** A fake API for the two pages; requests it does not know stay pending. */
export function stubInsightsApi(server: FakeInsightsServer = {}) {
  return stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    const early = server.answer?.(path, init);
    if (early) return early;
    switch (path) {
      case '/api/subscription':
        return server.subscription ? jsonResponse(200, server.subscription) : undefined;
      case '/api/insights':
        return jsonResponse(200, { days: server.days ?? makeWeek() });
      case '/api/dashboard':
        return jsonResponse(200, server.dashboard ?? makeDashboard());
      case '/api/insights/trend':
        return server.trend ? jsonResponse(200, server.trend) : undefined;
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

/** The paths the page asked for, in order (query strings left off). */
export function requestedPaths(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new URL(url, 'http://localhost').pathname;
  });
}
