import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth, useSessionEnded } from '../../lib/auth-client.ts';
import { offlineMessages } from '../../lib/offline/messages.ts';
import { loginPathFrom } from '../../lib/return-path.ts';
import { LoadFailed } from './load-failed.tsx';
import { Spinner } from './spinner.tsx';

const SERVER_UNREACHABLE = {
  title: offlineMessages.unreachable,
  message: 'You are still signed in and nothing is lost. Check your connection, then try again.',
};

/**
 * Renders its children (or the nested route) only for a signed-in user. Anyone else goes to
 * /login, which brings them back here after signing in, and says so when their session ended.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { user, isPending, unreachable, retry } = useAuth();
  const sessionEnded = useSessionEnded();
  const location = useLocation();

  if (isPending) {
    return (
      <div
        role="status"
        className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600"
      >
        <Spinner size="lg" className="text-brand-600" />
        <p className="text-sm font-medium">Authenticating...</p>
      </div>
    );
  }

  // Offline, or the server is down, with no user saved on this device (see useAuth): sending the
  // person to sign in would say they were signed out.
  if (!user && unreachable) {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-md flex-col justify-center gap-4 px-4">
        <h1 className="text-2xl font-bold text-slate-900">{SERVER_UNREACHABLE.title}</h1>
        <LoadFailed message={SERVER_UNREACHABLE.message} retrying={false} onRetry={retry} />
      </div>
    );
  }

  if (!user) return <Navigate to={loginPathFrom(location, { sessionEnded })} replace />;

  return children ?? <Outlet />;
}
