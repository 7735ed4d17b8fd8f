import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutBody, ConfirmBody } from '../../../shared/billing.schemas.ts';
import type { Subscription } from '../../../shared/subscription.schemas.ts';
import { api } from '../../lib/api-client.ts';
import { loadSession } from '../../lib/auth-client.ts';
import { billingSchemas, subscriptionSchemas } from '../../lib/schema-loaders.ts';
import { setSubscription, subscriptionQueryOptions } from '../../lib/subscription.ts';

const confirmResponseSchema = billingSchemas.response((schemas) => schemas.confirmResponseSchema);
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

/** What every call that changes the plan does with its answer: Pro shows, or ends, at once. */
function useApplySubscription() {
  const queryClient = useQueryClient();
  return (subscription: Subscription) => setSubscription(queryClient, subscription);
}

/** POST /api/billing/checkout: the address of the gateway's checkout page. */
export function useCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutBody) =>
      api.post('/billing/checkout', body, { schema: redirectResponseSchema }),
  });
}

/**
 * POST /api/billing/confirm: the server verifies the payment with the provider (the query string
 * proves nothing) and answers the plan, or that the provider still holds the payment (which the
 * server checks again later). A repeated confirm grants nothing twice.
 */
export function useConfirmPayment() {
  const apply = useApplySubscription();
  return useMutation({
    mutationFn: (body: ConfirmBody) =>
      api.post('/billing/confirm', body, { schema: confirmResponseSchema }),
    onSuccess: (answer) => {
      // A payment still held changes no plan yet: the server tells every tab once it does.
      if ('status' in answer) return;
      apply(answer);
      // A success refreshes the auth state; a failure here only delays that.
      loadSession().catch(() => undefined);
    },
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
