import { PageHeader } from '../components/ui/page-header.tsx';
import { AuthFooter } from '../features/auth/components/auth-footer.tsx';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import { SignedInRedirect } from '../features/auth/components/signed-in-redirect.tsx';
import { SocialButtons } from '../features/auth/components/social-buttons.tsx';
import { DEFAULT_SIGNED_IN_PATH, useSignedInOnArrival } from '../features/auth/navigation.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function RegisterPage() {
  useDocumentTitle('Create your account');
  const signedInOnArrival = useSignedInOnArrival();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Create your account"
        description="Plan your tasks and work through them in focused 25-minute sessions."
        align="center"
      />
      {signedInOnArrival ? (
        <SignedInRedirect to={DEFAULT_SIGNED_IN_PATH} />
      ) : (
        <>
          <SocialButtons />
          <RegisterForm />
          <AuthFooter other="login" forgotLink />
        </>
      )}
    </div>
  );
}
