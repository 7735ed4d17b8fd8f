import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SUBSCRIPTION_EVENTS } from '../../shared/realtime-events.ts';
import { queryKeys } from './query-keys.ts';
import { subscriptionSchemas } from './schema-loaders.ts';
import { type ServerEvents, socket } from './socket.ts';
import { setSubscription } from './subscription.ts';

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
