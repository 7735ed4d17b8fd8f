import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type AuthUser, signOut } from '../../lib/auth-client.ts';
import { userInitial, userLabel } from '../../lib/user-label.ts';
import { Spinner } from './spinner.tsx';
import { toast } from './toast.tsx';

export interface SidebarUserProps {
  user: AuthUser;
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function SidebarUser({ user, collapsed = false, onNavigate }: SidebarUserProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const label = userLabel(user);

  async function handleLogout() {
    setSigningOut(true);
    try {
      await signOut();
      // Drop every cached answer so the next account never sees this one's data.
      queryClient.clear();
      onNavigate?.();
      navigate('/login', { replace: true });
    } catch {
      toast({ variant: 'error', title: 'Could not log out', description: 'Please try again.' });
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className={clsx('flex flex-col gap-1', collapsed && 'items-center')}>
      <div
        className={clsx('flex min-w-0 items-center gap-3 py-1.5', !collapsed && 'px-1.5')}
        title={collapsed ? label : undefined}
      >
        <span
          className={clsx(
            'flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100',
            'text-sm font-semibold text-brand-800',
          )}
          aria-hidden="true"
        >
          {userInitial(user)}
        </span>
        <div className={clsx('min-w-0', collapsed && 'sr-only')}>
          <p className="truncate text-sm font-medium text-slate-900">{label}</p>
          <p className="truncate text-xs text-slate-600">{user.email}</p>
        </div>
      </div>
      <button
        type="button"
        onClick={handleLogout}
        disabled={signingOut}
        aria-busy={signingOut || undefined}
        aria-label={collapsed ? 'Logout' : undefined}
        title={collapsed ? 'Logout' : undefined}
        className={clsx(
          'flex h-10 items-center gap-3 rounded-lg text-sm font-medium text-slate-700',
          'transition-colors hover:bg-slate-100 hover:text-slate-900',
          'disabled:cursor-not-allowed disabled:opacity-60',
          collapsed ? 'w-10 justify-center' : 'w-full px-3',
        )}
      >
        {signingOut ? (
          <Spinner size="md" className="text-slate-500" />
        ) : (
          <LogOut className="size-5 text-slate-500" aria-hidden="true" />
        )}
        {!collapsed && 'Logout'}
      </button>
    </div>
  );
}
