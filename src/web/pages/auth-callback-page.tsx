import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/ui/page-header.tsx';
import { AuthCallbackStatus } from '../features/auth/components/auth-callback-status.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function AuthCallbackPage() {
  useDocumentTitle('Signing in');
  const [params] = useSearchParams();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Finishing sign-in" align="center" />
      <AuthCallbackStatus error={params.get('error_description') || params.get('error')} />
    </div>
  );
}
