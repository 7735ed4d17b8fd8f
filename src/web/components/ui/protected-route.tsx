import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth, useSessionEnded } from '../../lib/auth-client.ts';
import { loginPathFrom } from '../../lib/return-path.ts';
import { Spinner } from './spinner.tsx';

/**
 * Renders its children (or the nested route) only for a signed-in user. Anyone else goes to
 * /login, which brings them back here after signing in, and says so when their session ended.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { user, isPending } = useAuth();
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

  if (!user) return <Navigate to={loginPathFrom(location, { sessionEnded })} replace />;

  return children ?? <Outlet />;
}
