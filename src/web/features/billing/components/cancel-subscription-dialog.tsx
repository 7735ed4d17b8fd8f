import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCancelSubscription } from '../api.ts';
import { billingMessages } from '../messages.ts';
import { formatBillingDate } from '../plan-status.ts';

/** Cancelling asks first; Pro lasts to the end of the period either way. */
export function CancelSubscriptionDialog() {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();

  function confirm() {
    cancel.mutate(undefined, {
      onSuccess: (subscription) => {
        setOpen(false);
        const end = subscription.currentPeriodEnd;
        toast({
          variant: 'success',
          title: billingMessages.cancelled(end === null ? null : formatBillingDate(end)),
        });
      },
    });
  }

  const error = cancel.isError
    ? isApiError(cancel.error, 'auth.unauthorized')
      ? billingMessages.cancelSignedOut
      : billingMessages.cancelFailed
    : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) cancel.reset();
      }}
      size="sm"
      title="Cancel subscription?"
      description={billingMessages.cancelConfirm}
      trigger={<Button variant="secondary">Cancel subscription</Button>}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={cancel.isPending}>
              Keep subscription
            </Button>
          </DialogClose>
          <Button variant="danger" loading={cancel.isPending} onClick={confirm}>
            Yes, cancel
          </Button>
        </>
      }
    >
      {error && <Notice tone="error">{error}</Notice>}
    </Dialog>
  );
}
