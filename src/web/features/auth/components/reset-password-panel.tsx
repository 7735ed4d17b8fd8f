import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isRefusal } from '../../../lib/api-client.ts';
import { useResetLink } from '../api.ts';
import { authMessages } from '../messages.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';

export interface ResetPasswordPanelProps {
  /** The `token` URL parameter the server's reset link redirect adds. */
  token: string | null;
  /** The `error` URL parameter it adds instead when the link is no good. */
  error: string | null;
}

/** Checks the mailed link first (checking state), then shows the form or the invalid-link error. */
export function ResetPasswordPanel({ token, error }: ResetPasswordPanelProps) {
  const usable = Boolean(token) && !error;
  const link = useResetLink(usable ? token : null);

  if (usable && link.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-slate-600">
        <Spinner size="lg" className="text-brand-600" />
        <p className="text-sm font-medium">{authMessages.resetLinkChecking}</p>
      </div>
    );
  }

  if (usable && token && link.data?.valid) return <ResetPasswordForm token={token} />;

  // A refusal means the token itself is refused; anything else is the check failing, worth a retry.
  const checkFailed = usable && link.isError && !isRefusal(link.error);
  if (checkFailed) {
    return (
      <LoadFailed
        message={authMessages.resetLinkCheckFailed}
        size="lg"
        fullWidth
        retrying={link.isFetching}
        onRetry={() => link.refetch()}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Notice tone="error">{authMessages.resetLinkInvalid}</Notice>
      <Link to="/forgot-password" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        Request a new reset link
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
