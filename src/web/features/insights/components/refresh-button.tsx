import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useRefreshInsights } from '../hooks/use-refresh-insights.ts';
import { insightsMessages } from '../messages.ts';

/** The Refresh button of the dashboard and the insights page. */
export function RefreshButton() {
  const { refresh, refreshing } = useRefreshInsights();
  return (
    <Button
      variant="secondary"
      loading={refreshing}
      icon={<RefreshCw aria-hidden="true" />}
      onClick={refresh}
    >
      {insightsMessages.refresh}
    </Button>
  );
}
