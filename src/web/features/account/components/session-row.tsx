import { LogOut, Monitor, Smartphone } from 'lucide-react';
import type { DeviceSession } from '../../../../shared/account.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { timeAgo } from '../relative-time.ts';
import { describeUserAgent } from '../user-agent.ts';

export interface SessionRowProps {
  session: DeviceSession;
  ending: boolean;
  disabled: boolean;
  onEnd: (session: DeviceSession) => void;
}

export function SessionRow({ session, ending, disabled, onEnd }: SessionRowProps) {
  const device = describeUserAgent(session.userAgent);
  const name = `${device.browser} on ${device.os}`;
  const Icon = device.mobile ? Smartphone : Monitor;
  const lastActive = new Date(session.lastActiveAt);

  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100">
        <Icon className="size-5 text-slate-600" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
            {name}
            {session.current && (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                This device
              </span>
            )}
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            {session.ipAddress ?? 'Unknown IP address'}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {/* The server records use about once a day (auth.ts), so this device, in use right
                now, would read 'last active hours ago'. */}
            {session.current ? (
              'Active now'
            ) : (
              <>
                Last active{' '}
                <time dateTime={session.lastActiveAt} title={lastActive.toLocaleString()}>
                  {timeAgo(session.lastActiveAt)}
                </time>
              </>
            )}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-center"
          aria-label={session.current ? 'Sign out this device' : `Sign out ${name}`}
          loading={ending}
          disabled={disabled}
          icon={<LogOut aria-hidden="true" />}
          onClick={() => onEnd(session)}
        >
          {ending ? 'Signing out...' : 'Sign out'}
        </Button>
      </div>
    </li>
  );
}
