import { useQuery } from '@tanstack/react-query';
import { subscriptionSchema } from '../../../../shared/subscription.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

/** GET /api/subscription: the plan as the server enforces it (isPro gates the CSV export). */
export function useSubscription() {
  return useQuery({
    queryKey: subscriptionKeys.current,
    queryFn: ({ signal }) => api.get('/subscription', { schema: subscriptionSchema, signal }),
  });
}
