import { PageHeader } from '../components/ui/page-header.tsx';
import { PaymentReturnView } from '../features/billing/components/payment-return.tsx';
import { usePaymentReturn } from '../features/billing/hooks/use-payment-return.ts';
import { NO_RETURN } from '../features/billing/payment-outcome.ts';
import { PAYMENT_STATUS_PAGE_TIMING } from '../features/billing/return-timing.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function PaymentStatusPage() {
  useDocumentTitle('Payment status');
  const payment = usePaymentReturn(PAYMENT_STATUS_PAGE_TIMING);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Payment status"
        description="The result of your subscription payment and where to go next."
        align="center"
      />
      <PaymentReturnView
        view={payment.outcome.kind === 'none' ? { ...payment, outcome: NO_RETURN } : payment}
        fullWidthActions
      />
    </div>
  );
}
