import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function RegisterPage() {
  useDocumentTitle('Create your account');
  return (
    <PageHeader
      title="Create your account"
      description="Sign up to plan your tasks and work through them in focused 25-minute sessions."
      align="center"
    />
  );
}
