import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SUBSCRIPTION_EVENTS } from '../../shared/realtime-events.ts';
import type { Subscription } from '../../shared/subscription.schemas.ts';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { subscriptionSchemas } from './schema-loaders.ts';
import { type ServerEvents, socket } from './socket.ts';

const subscriptionSchema = subscriptionSchemas.response((schemas) => schemas.subscriptionSchema);

/** GET /api/subscription: the plan as the server enforces it. */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.subscription,
    queryFn: ({ signal }) => api.get('/subscription', { schema: subscriptionSchema, signal }),
  });

export interface ProStatus {
  /** True only once the server has said so: loading and failures count as not Pro. */
  isPro: boolean;
  /** The plan is not known yet. */
  pending: boolean;
}

/**
 * Whether the signed-in user has Pro, for what the page offers. It fails closed: while the plan
 * loads or when it cannot be read, Pro features show as locked (the server checks again anyway).
 */
export function useProStatus(): ProStatus {
  const subscription = useQuery(subscriptionQueryOptions());
  return {
    isPro: subscription.data?.isPro === true,
    pending: subscription.isPending,
  };
}

/**
 * Puts the server's latest answer about the plan where every Pro check of the page reads it, so
 * Pro shows (or ends) at once, without waiting for a refetch.
 */
export function setSubscription(queryClient: QueryClient, subscription: Subscription): void {
  queryClient.setQueryData(queryKeys.subscription, subscription);
}

/**
 * Applies the server's subscription events (sent to every tab and device of the user) to the
 * cache, so a payment or a cancel made elsewhere shows without a reload. Events sent while the
 * socket was away are lost, so each (re)connection reads the plan again.
 */
export function useSubscriptionLiveUpdates(source: ServerEvents = socket): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const onChanged = subscriptionSchemas.listener(
      (schemas) => schemas.subscriptionSchema,
      (subscription) => setSubscription(queryClient, subscription),
    );
    const onConnect = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
    };
    source.on(SUBSCRIPTION_EVENTS.changed, onChanged);
    source.on('connect', onConnect);
    return () => {
      source.off(SUBSCRIPTION_EVENTS.changed, onChanged);
      source.off('connect', onConnect);
    };
  }, [queryClient, source]);
}
