import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function PaymentStatusPage() {
  useDocumentTitle('Payment status');
  return (
    <PageHeader
      title="Payment status"
      description="The result of your subscription payment and where to go next."
      align="center"
    />
  );
}
