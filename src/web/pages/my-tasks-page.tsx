import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function MyTasksPage() {
  useDocumentTitle('My Tasks');
  return (
    <PageHeader
      title="Productivity Dashboard"
      description="Plan your tasks and work through them in 25-minute focus sessions."
    />
  );
}
