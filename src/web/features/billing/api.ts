import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutBody } from '../../../shared/billing.schemas.ts';
import { api } from '../../lib/api-client.ts';
import { billingSchemas, subscriptionSchemas } from '../../lib/schema-loaders.ts';
import { subscriptionQueryOptions, useApplySubscription } from '../../lib/subscription.ts';

const plansResponseSchema = billingSchemas.response((schemas) => schemas.plansResponseSchema);
const redirectResponseSchema = billingSchemas.response((schemas) => schemas.redirectResponseSchema);
const subscriptionSchema = subscriptionSchemas.response((schemas) => schemas.subscriptionSchema);

export const billingKeys = {
  plans: ['plans'] as const,
};

/** GET /api/plans (public): the plan cards and the gateways this server takes payments with. */
export function usePlans() {
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: ({ signal }) => api.get('/plans', { schema: plansResponseSchema, signal }),
    // The price list changes with a deploy, not during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/subscription, only once someone is signed in (a visitor has no plan to read). */
export function useSubscription(signedIn: boolean) {
  return useQuery({ ...subscriptionQueryOptions(), enabled: signedIn });
}

/** POST /api/billing/checkout: the address of the gateway's checkout page. */
export function useCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutBody) =>
      api.post('/billing/checkout', body, { schema: redirectResponseSchema }),
  });
}

/** POST /api/subscription/cancel: stops renewal; Pro lasts to the end of the period. */
export function useCancelSubscription() {
  const apply = useApplySubscription();
  return useMutation({
    mutationFn: () => api.post('/subscription/cancel', undefined, { schema: subscriptionSchema }),
    onSuccess: apply,
  });
}

/** POST /api/billing/resume: undoes a cancel while the period runs, so the plan renews again. */
export function useResumeSubscription() {
  const apply = useApplySubscription();
  return useMutation({
    mutationFn: () => api.post('/billing/resume', undefined, { schema: subscriptionSchema }),
    onSuccess: apply,
  });
}

/** POST /api/billing/portal: the address of Stripe's customer portal for this user. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => api.post('/billing/portal', undefined, { schema: redirectResponseSchema }),
  });
}
