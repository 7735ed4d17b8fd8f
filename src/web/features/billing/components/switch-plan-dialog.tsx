import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { billingMessages } from '../messages.ts';

export interface SwitchPlanDialogProps {
  /** The plan being switched to; null keeps the dialog closed. */
  planName: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before a running Stripe subscription changes plan: Stripe charges the card on file at once,
 * with no checkout page of its own to stop at.
 */
export function SwitchPlanDialog({ planName, onConfirm, onCancel }: SwitchPlanDialogProps) {
  // Opened by a plan button rather than a trigger of its own, so focus goes back by hand.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog
      open={planName !== null}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      onOpenAutoFocus={() => {
        // Focus has not moved into the dialog yet: this is the button that opened it.
        opener.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
      size="sm"
      title={billingMessages.switchPlanTitle(planName ?? '')}
      description={billingMessages.switchPlanCharge}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button onClick={onConfirm}>Confirm</Button>
        </>
      }
    />
  );
}
