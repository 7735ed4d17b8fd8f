import { loadOnce, useLoaded } from '../../../lib/load-once.ts';
import { usePageLoaded } from '../../../lib/use-page-loaded.ts';
import type { PaymentReturn } from '../hooks/use-payment-return.ts';
import { PaymentResultPanel } from './payment-result-panel.tsx';

// Most returns never offer a login: the dialog loads after the page, in time for the offer.
const loginOffer = loadOnce(
  async () => (await import('./login-offer-dialog.tsx')).LoginOfferDialog,
);

export interface PaymentReturnViewProps {
  view: PaymentReturn;
  onTryAgain?: () => void;
  fullWidthActions?: boolean;
}

/** A gateway's return: the result, and the login offer for a visitor whose session expired. */
export function PaymentReturnView({ view, onTryAgain, fullWidthActions }: PaymentReturnViewProps) {
  const LoginOfferDialog = useLoaded(loginOffer, usePageLoaded() || view.loginOffer.open);
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
      {LoginOfferDialog && (
        <LoginOfferDialog
          open={view.loginOffer.open}
          loginPath={view.loginOffer.loginPath}
          onClose={view.loginOffer.close}
        />
      )}
    </>
  );
}
