import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function AuthCallbackPage() {
  useDocumentTitle('Signing in');
  return (
    <PageHeader
      title="Finishing sign-in"
      description="Confirms your e-mail address or social sign-in, then takes you to your tasks."
      align="center"
    />
  );
}
