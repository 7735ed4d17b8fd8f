import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function AuthDebugPage() {
  useDocumentTitle('Auth debug');
  return (
    <PageHeader
      title="Auth debug"
      description="URL parameters and session state (secrets redacted) for debugging sign-in."
      align="center"
    />
  );
}
