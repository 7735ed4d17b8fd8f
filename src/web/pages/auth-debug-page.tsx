import { PageHeader } from '../components/ui/page-header.tsx';
import { AuthDebugView } from '../features/auth/components/auth-debug-view.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function AuthDebugPage() {
  useDocumentTitle('Auth debug');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Auth debug"
        description="URL parameters and session state for debugging sign-in. Secrets are redacted."
      />
      <AuthDebugView />
    </div>
  );
}
