import { TextLink } from '../../../components/ui/text-link.tsx';

export interface AuthFooterProps {
  /** The other screen: sign-in links to sign-up and back. */
  other: 'login' | 'register';
  /** Also link to /forgot-password (the login form has its own link beside the password). */
  forgotLink?: boolean;
}

/** The links under the login and register cards. */
export function AuthFooter({ other, forgotLink = false }: AuthFooterProps) {
  return (
    <div className="flex flex-col items-center gap-3 border-t border-slate-100 pt-5 text-sm text-slate-600">
      {other === 'register' ? (
        <p>
          New to Pomopal? <TextLink to="/register">Create an account</TextLink>
        </p>
      ) : (
        <p>
          Already have an account? <TextLink to="/login">Sign in</TextLink>
        </p>
      )}
      {forgotLink && <TextLink to="/forgot-password">Forgot your password?</TextLink>}
      <p className="text-xs">
        By continuing you accept how we handle your data, explained in our{' '}
        <TextLink to="/privacy">privacy policy</TextLink>.
      </p>
    </div>
  );
}
