import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useFocusTrend } from '../api.ts';
import type { InsightRangeChoice } from '../hooks/use-insight-range.ts';
import type { LocalDay } from '../hooks/use-local-day.ts';
import { insightsMessages } from '../messages.ts';
import { FocusTrendChart } from './focus-trend-chart.tsx';
import { LockedTrend } from './locked-trend.tsx';

const HEADING_ID = 'focus-trend-title';

function ChartSkeleton() {
  return (
    <div className="mt-5 flex items-end gap-2 pl-12 sm:gap-3" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5, 6].map((bar) => (
        <div key={bar} className="h-44 flex-1 animate-pulse rounded-md bg-slate-100" />
      ))}
    </div>
  );
}

export interface FocusTrendCardProps {
  day: LocalDay;
  /** The range the chart covers. */
  choice: Pick<InsightRangeChoice, 'key' | 'range'>;
  isPro: boolean;
  /** The plan is not known yet: neither the chart nor the lock is shown. */
  planPending: boolean;
}

/** The Focus Trend of the range chosen: the chart for Pro, the lock for everyone else. */
export function FocusTrendCard({
  day,
  choice: { key, range },
  isPro,
  planPending,
}: FocusTrendCardProps) {
  const trend = useFocusTrend(range, day.timeZone, isPro);
  const loading = planPending || (isPro && trend.isPending);

  return (
    <section
      aria-labelledby={HEADING_ID}
      aria-busy={loading || undefined}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900">
        {insightsMessages.focusTrend}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{insightsMessages.trendDescriptions[key]}</p>
      {loading || !range ? (
        <ChartSkeleton />
      ) : !isPro ? (
        <LockedTrend />
      ) : trend.isError ? (
        <LoadFailed
          size="sm"
          message={insightsMessages.trendLoadFailed}
          retrying={trend.isFetching}
          onRetry={() => trend.refetch()}
        />
      ) : (
        <FocusTrendChart range={range} points={trend.data?.days ?? []} />
      )}
    </section>
  );
}
