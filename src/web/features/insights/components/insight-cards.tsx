import { sumInsightRows } from '../../../../shared/domain/insights.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useDailyInsights } from '../api.ts';
import type { InsightRangeChoice } from '../hooks/use-insight-range.ts';
import type { LocalDay } from '../hooks/use-local-day.ts';
import { insightsMessages } from '../messages.ts';
import { daySpan } from './day-labels.ts';
import { InsightCard } from './insight-card.tsx';

export interface InsightCardsProps {
  day: LocalDay;
  /** The range the second card adds up. */
  choice: Pick<InsightRangeChoice, 'key' | 'range'>;
}

/**
 * The insights page's Today card and the range's card ('This Week (Last 7 Days)' by default),
 * from one request. While another range loads, Today keeps its figures, which every range holds.
 */
export function InsightCards({ day, choice: { key, range } }: InsightCardsProps) {
  const insights = useDailyInsights(range, day.timeZone);

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
  const rangeRows = insights.isPlaceholderData ? undefined : rows;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <InsightCard
        id="insights-today"
        title={insightsMessages.todayCard}
        span={daySpan(day.today, day.today)}
        totals={rows && sumInsightRows(rows.filter((row) => row.insightDate === day.today))}
      />
      <InsightCard
        id="insights-range"
        title={insightsMessages.rangeCards[key]}
        span={range && daySpan(range.from, range.to)}
        totals={rangeRows && sumInsightRows(rangeRows)}
      />
    </div>
  );
}
