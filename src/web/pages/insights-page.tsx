import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function InsightsPage() {
  useDocumentTitle('Insights');
  return (
    <PageHeader
      title="Productivity Insights"
      description="How much you focused today and over the last seven days."
    />
  );
}
