import { CheckCircle2, Clock, Timer } from 'lucide-react';
import { formatFocusTime } from '../../../../shared/domain/insights.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useDashboard } from '../api.ts';
import type { LocalDay } from '../hooks/use-local-day.ts';
import { insightsMessages } from '../messages.ts';
import { dashboardFailureText } from './dashboard-failure.ts';
import { FocusGoal } from './focus-goal.tsx';
import { StatCard } from './stat-card.tsx';

/** The dashboard's three figures for today, or why they could not be read. */
export function TodayStats({ day }: { day: LocalDay }) {
  const dashboard = useDashboard(day.today, day.timeZone);
  const today = dashboard.data?.today;

  if (dashboard.isError) {
    return (
      <LoadFailed
        message={dashboardFailureText(dashboard.error)}
        retrying={dashboard.isFetching}
        onRetry={() => dashboard.refetch()}
      />
    );
  }
  return (
    <section
      aria-label={insightsMessages.todayStatsLabel}
      aria-busy={today === undefined || undefined}
      className="@container"
    >
      {/* Three across once each card has room for its figure, one under another before. */}
      <div className="grid gap-3 @sm:grid-cols-3 @sm:gap-4">
        <StatCard
          label={insightsMessages.focusTime}
          value={today && formatFocusTime(today.focusMinutes)}
          icon={Clock}
          tone="bg-brand-50 text-brand-700"
        >
          <FocusGoal focusMinutes={today?.focusMinutes} />
        </StatCard>
        <StatCard
          label={insightsMessages.pomodoros}
          value={today && String(today.pomodoros)}
          icon={Timer}
          tone="bg-amber-50 text-amber-700"
        />
        <StatCard
          label={insightsMessages.tasksDone}
          value={today && String(today.tasksDone)}
          icon={CheckCircle2}
          tone="bg-emerald-50 text-emerald-700"
        />
      </div>
    </section>
  );
}
