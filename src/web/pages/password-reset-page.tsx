import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function PasswordResetPage() {
  useDocumentTitle('Reset password');
  return (
    <PageHeader
      title="Reset your password"
      description="Ask for a password reset link to be sent to your e-mail address."
      align="center"
    />
  );
}
