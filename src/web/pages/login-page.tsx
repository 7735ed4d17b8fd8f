import { Navigate, useLocation, useNavigate } from 'react-router';
import { Notice } from '../components/ui/notice.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { readAuthUrl } from '../features/auth/auth-url-params.ts';
import { AuthFooter } from '../features/auth/components/auth-footer.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { SignedInRedirect } from '../features/auth/components/signed-in-redirect.tsx';
import { SocialButtons } from '../features/auth/components/social-buttons.tsx';
import { authMessages } from '../features/auth/messages.ts';
import { returnPath, useSignedInOnArrival } from '../features/auth/navigation.ts';
import { ACCOUNT_DELETED_REASON, REASON_PARAM, SESSION_ENDED_REASON } from '../lib/return-path.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** What the login page says for each reason the app sends someone there with. */
const reasonNotices = new Map<string | null, string>([
  [SESSION_ENDED_REASON, authMessages.sessionEnded],
  [ACCOUNT_DELETED_REASON, authMessages.accountBeingDeleted],
]);

/** `/` and `/login`: the URL redirect handling, then sign-in. */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const location = useLocation();
  const navigate = useNavigate();
  const signedInOnArrival = useSignedInOnArrival();
  const { redirectTo, notice } = readAuthUrl(location.pathname, location.search);
  const next = returnPath(location.search);
  const reasonNotice = reasonNotices.get(new URLSearchParams(location.search).get(REASON_PARAM));

  if (redirectTo) return <Navigate to={redirectTo} replace />;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Sign in to Pomopal"
        description="Pick up where you left off with your tasks and focus sessions."
        align="center"
      />
      {signedInOnArrival ? (
        <SignedInRedirect to={next} notice={notice} />
      ) : (
        <>
          {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
          {reasonNotice && <Notice tone="info">{reasonNotice}</Notice>}
          <SocialButtons />
          <LoginForm onSignedIn={() => navigate(next, { replace: true })} />
          <AuthFooter other="register" />
        </>
      )}
    </div>
  );
}
