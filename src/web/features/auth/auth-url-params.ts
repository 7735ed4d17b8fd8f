import { describeAuthError } from './errors.ts';
import { authMessages } from './messages.ts';

export interface AuthNotice {
  tone: 'success' | 'error';
  text: string;
}

export interface AuthUrlOutcome {
  /** Where the visitor must go instead (history is replaced); absent when the page is right. */
  redirectTo?: string;
  /** A message for the login page to show. */
  notice?: AuthNotice;
}

const CONFIRMED_TYPES = new Set(['signup', 'email_change']);

/**
 * The URL redirect handling on / and /login: what the auth parameters that e-mail links
 * and sign-in providers append to `/` and `/login` mean.
 */
export function readAuthUrl(pathname: string, search: string): AuthUrlOutcome {
  const params = new URLSearchParams(search);
  const onLogin = pathname === '/login';
  const error = params.get('error_description') || params.get('error');

  if (error) {
    const alreadyThere = onLogin && [...params.keys()].every((key) => key === 'error');
    return {
      redirectTo: alreadyThere ? undefined : `/login?${new URLSearchParams({ error })}`,
      notice: { tone: 'error', text: describeAuthError(error) },
    };
  }

  const type = params.get('type');
  if (type === 'recovery') {
    const token = params.get('token');
    return {
      redirectTo: token ? `/reset-password?${new URLSearchParams({ token })}` : '/reset-password',
    };
  }
  if (type && CONFIRMED_TYPES.has(type)) {
    return {
      redirectTo: onLogin ? undefined : `/login?${new URLSearchParams({ type })}`,
      notice: { tone: 'success', text: authMessages.emailConfirmed },
    };
  }

  return onLogin ? {} : { redirectTo: '/login' };
}
