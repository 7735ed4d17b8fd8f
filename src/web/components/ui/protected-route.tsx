import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-client.ts';
import { Spinner } from './spinner.tsx';

export interface LocationFromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Renders its children (or the nested route) only for a signed-in user. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { user, isPending } = useAuth();
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

  if (!user) {
    const state: LocationFromState = { from: location };
    return <Navigate to="/login" replace state={state} />;
  }

  return children ?? <Outlet />;
}
