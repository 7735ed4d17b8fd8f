import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function AccountabilityPage() {
  useDocumentTitle('Accountability');
  return (
    <PageHeader
      title="Accountability"
      description="Get matched with another focused person for a live video co-working session."
    />
  );
}
