import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Crown, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type AuthUser, signOut } from '../../lib/auth-client.ts';
import { leaveOverlaysByNavigation } from '../../lib/overlay-history.ts';
import { signOutGuard } from '../../lib/sign-out-guard.ts';
import { useProStatus } from '../../lib/use-pro-status.ts';
import { userLabel } from '../../lib/user-label.ts';
import { LogoutDialog } from './logout-dialog.tsx';
import { useRailTooltip } from './rail-tooltip.tsx';
import { Spinner } from './spinner.tsx';
import { toast } from './toast.tsx';
import { UserAvatar } from './user-avatar.tsx';

export interface SidebarUserProps {
  user: AuthUser;
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function SidebarUser({ user, collapsed = false, onNavigate }: SidebarUserProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const tooltip = useRailTooltip(collapsed);
  const [asking, setAsking] = useState(false);
  // Kept after the dialog closes, so its text does not change while it fades out.
  const [runningTask, setRunningTask] = useState<string | null>(null);
  const [busy, setBusy] = useState<'stop' | 'keep' | null>(null);
  const label = userLabel(user);
  const { isPro } = useProStatus();

  async function logOut() {
    setSigningOut(true);
    try {
      await signOut();
      // Drop every cached answer so the next account never sees this one's data.
      queryClient.clear();
      // The way to /login replaces the dialog's history entry rather than stepping back over it.
      leaveOverlaysByNavigation();
      setAsking(false);
      onNavigate?.();
      navigate('/login', { replace: true });
    } catch {
      toast({ variant: 'error', title: 'Could not log out', description: 'Please try again.' });
    } finally {
      setSigningOut(false);
      setBusy(null);
    }
  }

  function handleLogout() {
    const session = signOutGuard()?.runningSession() ?? null;
    if (!session) {
      void logOut();
      return;
    }
    setRunningTask(session.taskTitle);
    setAsking(true);
  }

  async function stopAndLogOut() {
    setBusy('stop');
    const stopped = (await signOutGuard()?.stopSession()) ?? true;
    if (stopped) await logOut();
    else setBusy(null);
  }

  return (
    <div className={clsx('flex flex-col gap-1', collapsed && 'items-center')}>
      <div
        className={clsx('flex min-w-0 items-center gap-3 py-1.5', !collapsed && 'px-1.5')}
        title={collapsed ? label : undefined}
      >
        <UserAvatar user={user} />
        <div className={clsx('min-w-0', collapsed && 'sr-only')}>
          {/* Wraps onto up to three lines so the first name shows in full; a longer label ends in
              an ellipsis, with the whole of it in the tooltip. */}
          <p
            className="line-clamp-3 text-sm font-medium [overflow-wrap:anywhere] text-slate-900"
            title={label}
          >
            {label}
          </p>
          <p className="truncate text-xs text-slate-600" title={user.email}>
            {user.email}
          </p>
          {isPro && (
            <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <Crown className="size-3.5" aria-hidden="true" />
              Pro
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        onClick={handleLogout}
        disabled={signingOut}
        aria-busy={signingOut || undefined}
        {...tooltip.triggerProps}
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
        {tooltip.label('Logout')}
      </button>
      <LogoutDialog
        open={asking}
        taskTitle={runningTask}
        busy={busy}
        onStopAndLogOut={stopAndLogOut}
        onKeepAndLogOut={() => {
          setBusy('keep');
          void logOut();
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
