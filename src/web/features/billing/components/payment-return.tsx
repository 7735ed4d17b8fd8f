import type { PaymentReturn } from '../hooks/use-payment-return.ts';
import { LoginOfferDialog } from './login-offer-dialog.tsx';
import { PaymentResultPanel } from './payment-result-panel.tsx';

export interface PaymentReturnViewProps {
  view: PaymentReturn;
  onTryAgain?: () => void;
  fullWidthActions?: boolean;
}

/** A gateway's return: the result, and the login offer for a visitor whose session expired. */
export function PaymentReturnView({ view, onTryAgain, fullWidthActions }: PaymentReturnViewProps) {
  return (
    <>
      <PaymentResultPanel
        outcome={view.outcome}
        loginPath={view.loginOffer.loginPath}
        retrying={view.retrying}
        onRetry={view.retry}
        onTryAgain={onTryAgain}
        fullWidthActions={fullWidthActions}
      />
      <LoginOfferDialog
        open={view.loginOffer.open}
        loginPath={view.loginOffer.loginPath}
        onClose={view.loginOffer.close}
      />
    </>
  );
}
