import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../components/ui/page-header.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** `/forgot-password`, and the older `/password_reset` address, which does the same. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Forgot your password?"
        description="Enter your account's e-mail address and we'll send you a link to choose a new password."
        align="center"
      />
      <ForgotPasswordForm />
      <TextLink to="/login" className="inline-flex items-center gap-1.5 self-center text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to sign in
      </TextLink>
    </div>
  );
}
