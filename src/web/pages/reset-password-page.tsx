import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/ui/page-header.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { ResetPasswordPanel } from '../features/auth/components/reset-password-panel.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function ResetPasswordPage() {
  useDocumentTitle('Set a new password');
  const [params] = useSearchParams();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Set a new password"
        description="Choose a new password for your Pomopal account."
        align="center"
      />
      <ResetPasswordPanel token={params.get('token')} error={params.get('error')} />
      <TextLink to="/login" className="inline-flex items-center gap-1.5 self-center text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to sign in
      </TextLink>
    </div>
  );
}
