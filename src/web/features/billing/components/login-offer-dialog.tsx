import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { leaveOverlaysByNavigation } from '../../../lib/overlay-history.ts';
import { billingMessages } from '../messages.ts';

export interface LoginOfferDialogProps {
  open: boolean;
  loginPath: string;
  onClose(): void;
}

/** A visitor whose session expired during checkout is offered to log in. */
export function LoginOfferDialog({ open, loginPath, onClose }: LoginOfferDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="sm"
      title="Log in to see your subscription"
      description={billingMessages.sessionExpired}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Not now</Button>
          </DialogClose>
          <Link
            to={loginPath}
            replace
            onClick={leaveOverlaysByNavigation}
            className={buttonClasses()}
          >
            <LogIn aria-hidden="true" />
            Log in
          </Link>
        </>
      }
    />
  );
}
