import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function ResetPasswordPage() {
  useDocumentTitle('Set a new password');
  return (
    <PageHeader
      title="Set a new password"
      description="Choose a new password for your account with the link from your e-mail."
      align="center"
    />
  );
}
