import { Notice } from '../components/ui/notice.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { AiInsights } from '../features/insights/components/ai-insights.tsx';
import { FocusTrendCard } from '../features/insights/components/focus-trend-card.tsx';
import { InsightCards } from '../features/insights/components/insight-cards.tsx';
import { ProBanner } from '../features/insights/components/pro-banner.tsx';
import { RangePicker } from '../features/insights/components/range-picker.tsx';
import { RefreshButton } from '../features/insights/components/refresh-button.tsx';
import { StreakCard } from '../features/insights/components/streak-card.tsx';
import { useInsightRange } from '../features/insights/hooks/use-insight-range.ts';
import { useInsightsLiveRefresh } from '../features/insights/hooks/use-insights-live-refresh.ts';
import { useLocalDay } from '../features/insights/hooks/use-local-day.ts';
import { insightsMessages } from '../features/insights/messages.ts';
import { useAuth } from '../lib/auth-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useProStatus } from '../lib/use-pro-status.ts';

function SignedInInsights() {
  useInsightsLiveRefresh();
  const day = useLocalDay();
  const plan = useProStatus();
  const { isPro, pending } = plan;
  const choice = useInsightRange(day.today, plan);
  return (
    <>
      <RangePicker
        value={choice.key}
        onChange={choice.choose}
        disabled={pending}
        locked={!pending && !isPro}
      />
      <InsightCards day={day} choice={choice} />
      {/* Until the plan is known neither the AI box nor the offer shows (no flash of either). */}
      {pending ? null : isPro ? <AiInsights day={day} /> : <ProBanner />}
      <FocusTrendCard day={day} choice={choice} isPro={isPro} planPending={pending} />
      <StreakCard day={day} />
    </>
  );
}

export function InsightsPage() {
  useDocumentTitle('Insights');
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <PageHeader
        title={insightsMessages.insightsTitle}
        description={insightsMessages.insightsDescription}
        actions={user ? <RefreshButton /> : undefined}
      />
      {user ? <SignedInInsights /> : <Notice tone="info">{insightsMessages.signedOut}</Notice>}
    </div>
  );
}
