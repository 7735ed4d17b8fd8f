import { CloudOff, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { checkConnection } from '../../lib/offline/connection.ts';
import { offlineMessages } from '../../lib/offline/messages.ts';
import {
  dismissRefusedChange,
  type RefusedChange,
  useRefusedChanges,
} from '../../lib/offline/refused-changes.ts';
import { useSavedAt } from '../../lib/offline/saved-at.ts';
import { useConnection } from '../../lib/offline/use-connection.ts';
import { useWaitingChanges } from '../../lib/offline/waiting-changes.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

// HH:MM on the device's clock, in its time zone.
const clockTime = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Seconds until `at`, counted down once a second; null when nothing is due. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1_000));
}

function RefusedChanges({ refused }: { refused: readonly RefusedChange[] }) {
  if (refused.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={offlineMessages.refusedTitle}>
      {refused.map((change) => (
        <li
          key={change.id}
          className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
          <div role="alert" className="min-w-0 flex-1">
            <p className="font-medium">{offlineMessages.refusedTitle}</p>
            <p className="mt-1">{change.text}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={() => dismissRefusedChange(change.id)}>
            {offlineMessages.dismiss}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * How many of the changes kept while the server could not be reached are still on their way to
 * it, from the moment it answers again until the last of them has arrived; 0 otherwise. Changes
 * made once it answers are not counted, so an ordinary save shows nothing.
 */
function useSendingKept(reachable: boolean, waiting: number): number {
  const [kept, setKept] = useState(0);
  // Offline, every waiting change is a kept one; back online, the count only goes down.
  const next = reachable ? Math.min(kept, waiting) : waiting;
  if (next !== kept) setKept(next);
  return reachable ? next : 0;
}

/**
 * Says when the server cannot be reached, what the page shows meanwhile and how many changes wait
 * for it, with a way to try again before the next try; then, once it answers, how many of those
 * changes are still being sent; and lists changes the server refused once it was back. Nothing
 * shows while all is well.
 */
export function ConnectionBanner() {
  const { reachable, retryAt } = useConnection();
  const savedAt = useSavedAt();
  const waiting = useWaitingChanges();
  const seconds = useSecondsUntil(reachable ? null : retryAt);
  const [trying, setTrying] = useState(false);

  async function tryNow() {
    setTrying(true);
    await checkConnection();
    setTrying(false);
  }

  const refused = useRefusedChanges();
  const sending = useSendingKept(reachable, waiting);
  const shown = !reachable || refused.length > 0 || sending > 0;

  return (
    // Above the page and kept in view while it scrolls.
    <div
      className={
        shown
          ? 'sticky top-0 z-30 mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 pt-3 sm:px-6 lg:px-8'
          : undefined
      }
    >
      {/* Mounted while all is well too, so the change to offline is announced. */}
      <div role="status" className={reachable && sending === 0 ? 'sr-only' : undefined}>
        {sending > 0 && (
          <p className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
            <Spinner size="sm" className="text-brand-600" />
            {offlineMessages.sending(sending)}
          </p>
        )}
        {!reachable && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <CloudOff className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
            {/* At least 14rem wide: on a phone the retry goes to a line of its own. */}
            <div className="min-w-0 flex-1 basis-56">
              <p className="font-medium">{offlineMessages.unreachable}</p>
              {savedAt !== null && <p>{offlineMessages.savedAt(clockTime.format(savedAt))}</p>}
              {waiting > 0 && (
                <p data-testid="waiting-changes">{offlineMessages.waiting(waiting)}</p>
              )}
            </div>
            <span className="text-amber-900" aria-hidden="true">
              {trying || seconds === 0
                ? offlineMessages.retrying
                : seconds !== null && offlineMessages.retryingIn(seconds)}
            </span>
            <Button
              variant="secondary"
              size="sm"
              loading={trying}
              icon={<RotateCw aria-hidden="true" />}
              onClick={() => void tryNow()}
            >
              {offlineMessages.tryNow}
            </Button>
          </div>
        )}
      </div>
      <RefusedChanges refused={refused} />
    </div>
  );
}
