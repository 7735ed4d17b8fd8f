import { sumInsightRows } from '../../../../shared/domain/insights.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useDailyInsights } from '../api.ts';
import type { LocalDay } from '../hooks/use-local-day.ts';
import { insightsMessages } from '../messages.ts';
import { InsightCard } from './insight-card.tsx';

/** SPEC.md 2: the insights page's Today and 'This Week (Last 7 Days)' cards, from one request. */
export function InsightCards({ day }: { day: LocalDay }) {
  const insights = useDailyInsights(day.week, day.timeZone);

  if (insights.isError) {
    return (
      <LoadFailed
        message={insightsMessages.insightsLoadFailed}
        retrying={insights.isFetching}
        onRetry={() => insights.refetch()}
      />
    );
  }
  const rows = insights.data?.days;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <InsightCard
        id="insights-today"
        title={insightsMessages.todayCard}
        totals={rows && sumInsightRows(rows.filter((row) => row.insightDate === day.today))}
      />
      <InsightCard
        id="insights-week"
        title={insightsMessages.weekCard}
        totals={rows && sumInsightRows(rows)}
      />
    </div>
  );
}
