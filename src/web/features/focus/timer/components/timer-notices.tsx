import { clsx } from 'clsx';
import { CloudOff, Music } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { timerMessages, unsyncedNotice } from '../messages.ts';
import type { SessionAction } from '../timer-state.ts';

/** A stored timer waiting for the server's word: neither a clock nor controls yet. */
export function CheckingTimer() {
  return (
    <p role="status" className="flex items-center gap-3 px-4 py-3 text-sm text-slate-700">
      <Spinner size="sm" className="text-slate-500" />
      {timerMessages.checking}
    </p>
  );
}

/**
 * A pause, resume or stop that waits for the server. Inside the timer its live region speaks
 * for it (`announce` false); alone, after a stop, it announces itself.
 */
export function UnsyncedNotice({
  action,
  announce = false,
  className,
}: {
  action: SessionAction;
  announce?: boolean;
  className?: string;
}) {
  return (
    <p
      role={announce ? 'status' : undefined}
      className={clsx('flex items-start gap-2 text-xs text-amber-900', className)}
    >
      <CloudOff className="mt-px size-4 shrink-0 text-amber-700" aria-hidden="true" />
      {unsyncedNotice(action)}
    </p>
  );
}

/** The browser held the music back (a new tab, a restarted browser): one click plays it. */
export function ResumeMusic({ onResume, compact }: { onResume: () => void; compact: boolean }) {
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 px-4 py-3">
      {!compact && <p className="text-xs text-slate-600">{timerMessages.musicBlocked}</p>}
      <Button size="sm" variant="secondary" className="w-full" icon={<Music />} onClick={onResume}>
        {timerMessages.resumeMusic}
      </Button>
    </div>
  );
}
