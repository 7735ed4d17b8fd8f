import { ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useBillingPortal } from '../api.ts';
import { useLeavingPage } from '../hooks/use-leaving-page.ts';
import { billingMessages } from '../messages.ts';

/** Opens Stripe's customer portal (card, invoices, cancel) for a Stripe subscriber. */
export function ManageBillingButton() {
  const portal = useBillingPortal();
  const leaving = useLeavingPage();

  return (
    <Button
      variant="secondary"
      loading={portal.isPending || leaving.active}
      icon={<ExternalLink aria-hidden="true" />}
      onClick={() =>
        portal.mutate(undefined, {
          onSuccess: ({ url }) => leaving.go(url),
          onError: () => toast({ variant: 'error', title: billingMessages.portalFailed }),
        })
      }
    >
      Manage billing
    </Button>
  );
}
