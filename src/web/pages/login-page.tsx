import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function LoginPage() {
  useDocumentTitle('Sign in');
  return (
    <PageHeader
      title="Sign in to Pomopal"
      description="Pick up where you left off with your tasks and focus sessions."
      align="center"
    />
  );
}
