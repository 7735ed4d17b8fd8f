import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <PageHeader
      title="Forgot your password?"
      description="Request a link by e-mail to choose a new password."
      align="center"
    />
  );
}
