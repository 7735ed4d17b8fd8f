import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { insightsKeys } from '../api.ts';

/** The Refresh button: reads every figure on the page again, busy until they have all come. */
export function useRefreshInsights(): { refresh(): void; refreshing: boolean } {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void queryClient
      .invalidateQueries({ queryKey: insightsKeys.all })
      .finally(() => setRefreshing(false));
  };
  return { refresh, refreshing };
}
