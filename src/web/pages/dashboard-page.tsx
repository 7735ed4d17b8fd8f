import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <PageHeader
      title="Dashboard"
      description="Today's focus time, pomodoros and finished tasks, plus what to work on next."
    />
  );
}
