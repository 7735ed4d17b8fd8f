import { useMutation } from '@tanstack/react-query';
import type { ConfirmBody } from '../../../shared/billing.schemas.ts';
import { api } from '../../lib/api-client.ts';
import { loadSession } from '../../lib/auth-client.ts';
import { billingSchemas } from '../../lib/schema-loaders.ts';
import { useApplySubscription } from '../../lib/subscription.ts';

const confirmResponseSchema = billingSchemas.response((schemas) => schemas.confirmResponseSchema);

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
