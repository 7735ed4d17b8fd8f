import { PageHeader } from '../components/ui/page-header.tsx';
import { ActiveSessionPanel } from '../features/focus/timer/components/active-session-panel.tsx';
import { RefreshButton } from '../features/insights/components/refresh-button.tsx';
import { TodayStats } from '../features/insights/components/today-stats.tsx';
import { UpcomingTasks } from '../features/insights/components/upcoming-tasks.tsx';
import { useInsightsLiveRefresh } from '../features/insights/hooks/use-insights-live-refresh.ts';
import { useLocalDay } from '../features/insights/hooks/use-local-day.ts';
import { insightsMessages } from '../features/insights/messages.ts';
import { useAuth } from '../lib/auth-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { greeting } from '../lib/user-label.ts';

export function DashboardPage() {
  const { user } = useAuth();
  useDocumentTitle('Dashboard');
  useInsightsLiveRefresh();
  const day = useLocalDay();
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <PageHeader
        title={greeting(user)}
        description={insightsMessages.dashboardDescription}
        actions={<RefreshButton />}
      />
      <TodayStats day={day} />
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <UpcomingTasks day={day} />
        <ActiveSessionPanel />
      </div>
    </div>
  );
}
