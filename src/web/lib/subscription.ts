import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../shared/subscription.schemas.ts';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { subscriptionSchemas } from './schema-loaders.ts';

const subscriptionSchema = subscriptionSchemas.response((schemas) => schemas.subscriptionSchema);

/** GET /api/subscription: the plan as the server enforces it. */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.subscription,
    queryFn: ({ signal }) => api.get('/subscription', { schema: subscriptionSchema, signal }),
  });

/**
 * Puts the server's latest answer about the plan where every Pro check of the page reads it, so
 * Pro shows (or ends) at once, without waiting for a refetch.
 */
export function setSubscription(queryClient: QueryClient, subscription: Subscription): void {
  queryClient.setQueryData(queryKeys.subscription, subscription);
}

/** What every call that changes the plan does with its answer: Pro shows, or ends, at once. */
export function useApplySubscription(): (subscription: Subscription) => void {
  const queryClient = useQueryClient();
  return (subscription) => setSubscription(queryClient, subscription);
}
