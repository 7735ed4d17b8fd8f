import { useQuery } from '@tanstack/react-query';
import { subscriptionQueryOptions } from './subscription.ts';

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
