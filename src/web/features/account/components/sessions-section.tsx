import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DeviceSession } from '../../../../shared/account.schemas.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDeviceSessions, useEndSession } from '../api.ts';
import { accountMessages } from '../messages.ts';
import { SessionRow } from './session-row.tsx';

/** This device first, then the most recently active. */
function byRelevance(a: DeviceSession, b: DeviceSession): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return b.lastActiveAt.localeCompare(a.lastActiveAt);
}

/** 'Active sessions': every signed-in device, each of which the user can sign out. */
export function SessionsSection() {
  const sessions = useDeviceSessions();
  const endSession = useEndSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function handleEnd(session: DeviceSession) {
    endSession.mutate(
      { id: session.id, current: session.current },
      {
        onSuccess: () => {
          if (!session.current) {
            toast({ variant: 'success', title: accountMessages.sessionEnded });
            return;
          }
          navigate('/login', { replace: true });
          // Drop every cached answer so the next account never sees this one's data.
          queryClient.clear();
        },
        onError: () => toast({ variant: 'error', title: accountMessages.sessionEndFailed }),
      },
    );
  }

  return (
    <SettingsCard
      id="active-sessions"
      title="Active sessions"
      description="Devices where your account is signed in. Sign out any you do not recognise."
    >
      {sessions.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner size="lg" className="text-brand-600" label="Loading your devices..." />
        </div>
      ) : sessions.isError ? (
        <LoadFailed
          message={accountMessages.sessionsLoadFailed}
          retrying={sessions.isFetching}
          onRetry={() => sessions.refetch()}
        />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Signed-in devices">
          {[...sessions.data].sort(byRelevance).map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={endSession.isPending && endSession.variables?.id === session.id}
              disabled={endSession.isPending}
              onEnd={handleEnd}
            />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
